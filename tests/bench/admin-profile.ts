// What the page's main thread did while a detail opened (BENCH_ADMIN_PROFILE=1), from a Chromium trace: the
// time spent recalculating style and laying out (and how many elements and layout objects each touched),
// scripts, and the long tasks. Figures that the machine's load moves far less than the ms to the content:
// a style recalculation that touches every element of the page is one whatever the machine's load.
import { writeFileSync } from "node:fs";
import type { Browser, Page } from "@playwright/test";

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: {
    name?: string;
    elementCount?: number;
    beginData?: { dirtyObjects?: number; totalObjects?: number };
    data?: { type?: string; reason?: string };
  };
}

export interface OpenProfile {
  /** Elements in the document before the click. */
  nodes: number;
  styleMs: number;
  /** The elements of the largest single style recalculation. */
  styleElements: number;
  layoutMs: number;
  /** The dirty layout objects of the largest single layout, and the document's layout objects then. */
  layoutObjects: string;
  scriptMs: number;
  /** Layout objects invalidated because the fonts changed: the whole document, when it happens. */
  fontRelayouts: number;
  /** Main-thread tasks over 50 ms, their ms. */
  longTasks: number[];
}

const CATEGORIES = [
  "devtools.timeline",
  "disabled-by-default-devtools.timeline",
  "blink.user_timing",
  // Why each element was restyled or relaid ("Fonts changed": the whole document relaid).
  "disabled-by-default-devtools.timeline.invalidationTracking",
];
/** A trace kept to read in the performance panel also samples the scripts (which slows them further). */
const SAMPLED = "disabled-by-default-v8.cpu_profiler";

/** Sums the trace's main-thread work of the renderer (events nested in tasks are counted once each kind). */
export function summarize(events: TraceEvent[], nodes: number): OpenProfile {
  const mains = new Set(
    events
      .filter((e) => e.ph === "M" && e.name === "thread_name" && e.args?.name === "CrRendererMain")
      .map((e) => `${e.pid}:${e.tid}`),
  );
  const main = events.filter((e) => e.ph === "X" && mains.has(`${e.pid}:${e.tid}`));
  const ms = (list: TraceEvent[]) => Math.round(list.reduce((sum, e) => sum + (e.dur ?? 0), 0) / 100) / 10;
  const styles = main.filter((e) => e.name === "UpdateLayoutTree");
  const layouts = main.filter((e) => e.name === "Layout");
  const largestLayout = layouts.reduce<TraceEvent | null>(
    (max, e) =>
      (e.args?.beginData?.dirtyObjects ?? 0) > (max?.args?.beginData?.dirtyObjects ?? -1) ? e : max,
    null,
  );
  // Only the outermost script calls: a function's nested calls are inside its duration.
  const scripts = main.filter((e) =>
    ["FunctionCall", "EvaluateScript", "TimerFire", "EventDispatch"].includes(e.name),
  );
  const outer = scripts.filter(
    (e) => !scripts.some((o) => o !== e && o.ts <= e.ts && o.ts + (o.dur ?? 0) >= e.ts + (e.dur ?? 0)),
  );
  return {
    nodes,
    styleMs: ms(styles),
    styleElements: Math.max(0, ...styles.map((e) => e.args?.elementCount ?? 0)),
    layoutMs: ms(layouts),
    layoutObjects: largestLayout
      ? `${largestLayout.args?.beginData?.dirtyObjects ?? "?"}/${largestLayout.args?.beginData?.totalObjects ?? "?"}`
      : "",
    scriptMs: ms(outer),
    fontRelayouts: events.filter(
      (e) =>
        e.name === "LayoutInvalidationTracking" &&
        e.args?.data?.reason === "Fonts changed" &&
        mains.has(`${e.pid}:${e.tid}`),
    ).length,
    longTasks: main
      .filter((e) => e.name === "RunTask" && (e.dur ?? 0) > 50_000)
      .map((e) => Math.round((e.dur ?? 0) / 1000)),
  };
}

/**
 * Runs `open` (a click and the wait for its result) under a trace of `page`; returns its result and the
 * profile, and writes the trace to `keepAs` when given (to open in Chromium's performance panel), with
 * the scripts' samples.
 */
export async function profiled<T>(
  browser: Browser,
  page: Page,
  open: () => Promise<T>,
  keepAs?: string,
): Promise<{ result: T; profile: OpenProfile }> {
  const nodes = await page.evaluate(() => document.getElementsByTagName("*").length);
  await browser.startTracing(page, { categories: keepAs ? [...CATEGORIES, SAMPLED] : CATEGORIES });
  let result: T;
  let trace: Buffer;
  try {
    result = await open();
  } finally {
    trace = await browser.stopTracing();
  }
  if (keepAs) writeFileSync(keepAs, trace);
  const parsed = JSON.parse(trace.toString("utf8")) as { traceEvents: TraceEvent[] } | TraceEvent[];
  const events = Array.isArray(parsed) ? parsed : parsed.traceEvents;
  return { result, profile: summarize(events, nodes) };
}
