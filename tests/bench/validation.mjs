// How long the Studio takes to show a field's validation after the last keystroke, in the real Studio of
// the production build against the local Content Lake: a required field emptied (an error), and copy
// that states a company figure differently (the facts guard's warning, which reads the facts from the
// lake). Each edit is put back and the draft it left is deleted afterwards.
// `node tests/bench/validation.mjs <origin>` against a running site, or from run.mjs.
import { chromium } from "playwright-core";
import { LOCAL_LAKE_DATASET, SANITY_API_VERSION } from "../../lib/sanity/env.ts";
import { lakeDataDir, lakePort, lakeSecret } from "../../local/lake/lake.ts";
import { median } from "./stats.mjs";

const DOCUMENT = "aboutPage";
const cases = [
  { name: "required field emptied → error", path: "heading.title", text: "", level: "error" },
  {
    name: "facts guard: 600+ projects → warning",
    path: "heading.text",
    text: "We have delivered 600+ projects.",
    level: "warning",
  },
];

/**
 * Types `text` into the field (emptied first) and resolves with the ms from the last key's input event to
 * the field's status icon of `level` in the page.
 * @param {import("playwright-core").Page} page
 */
async function timeValidation(page, { path, text, level }) {
  const input = page.locator(`[id="${path}"]`);
  await input.click();
  await page.keyboard.press("ControlOrMeta+a");
  await page.evaluate(
    ({ path, level }) => {
      const field = document.querySelector(`[data-testid="field-${path}"]`);
      const icon = `[data-testid="input-validation-icon-${level}"]`;
      const done = { lastInput: 0, shown: 0 };
      window.__validation = done;
      document.getElementById(path)?.addEventListener("input", () => {
        done.lastInput = performance.now();
      });
      new MutationObserver((_, observer) => {
        if (done.lastInput && field?.querySelector(icon)) {
          done.shown = performance.now();
          observer.disconnect();
        }
      }).observe(document.body, { subtree: true, childList: true, attributes: true });
    },
    { path, level },
  );
  if (text) await page.keyboard.type(text, { delay: 30 });
  else await page.keyboard.press("Backspace");
  await page.waitForFunction(() => window.__validation.shown > 0, undefined, { timeout: 30_000 });
  return page.evaluate(() => {
    const { lastInput, shown } = window.__validation;
    // The longest wait of an idle callback Sanity asked for after the last keystroke and ran before the message.
    const waits = window.__idleWaits.filter((w) => w.asked >= lastInput && w.ran <= shown);
    return {
      ms: Math.round(shown - lastInput),
      idleWaitMs: Math.round(Math.max(0, ...waits.map((w) => w.ran - w.asked))),
    };
  });
}

/** Records when each idle callback was asked for and when it ran: Sanity validates each field in one. */
function recordIdleWaits() {
  window.__idleWaits = [];
  const request = window.requestIdleCallback.bind(window);
  window.requestIdleCallback = (callback, options) => {
    const asked = performance.now();
    return request((deadline) => {
      window.__idleWaits.push({ asked, ran: performance.now() });
      if (window.__idleWaits.length > 5000) window.__idleWaits.splice(0, 1000);
      callback(deadline);
    }, options);
  };
}

/** Puts the field back to `value` and waits until its status icon of `level` is gone. */
async function restore(page, { path, level }, value) {
  await page.locator(`[id="${path}"]`).fill(value);
  await page
    .getByTestId(`field-${path}`)
    .getByTestId(`input-validation-icon-${level}`)
    .waitFor({ state: "detached", timeout: 30_000 });
}

/**
 * Median (and every run) of each case's ms from the last keystroke to the message, `runs` times.
 * @param {string} origin
 * @param {{ runs?: number, chromiumPath?: string, args?: string[] }} [options]
 */
export async function measureValidation(
  origin,
  { runs = 3, chromiumPath = "/usr/bin/chromium", args = [] } = {},
) {
  // A hosted Studio asks its editors to sign in with Sanity first.
  if (process.env.NEXT_PUBLIC_SANITY_PROJECT_ID) return [];
  const browser = await chromium.launch({ executablePath: chromiumPath, args });
  try {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await page.addInitScript(recordIdleWaits);
    await page.goto(`${origin}/studio/intent/edit/id=${DOCUMENT};type=${DOCUMENT}`);
    await page.getByRole("button", { name: "Publish", exact: true }).waitFor({ timeout: 120_000 });
    const rows = [];
    for (const test of cases) {
      const input = page.locator(`[id="${test.path}"]`);
      await page.waitForFunction((path) => document.getElementById(path)?.value, test.path, {
        timeout: 60_000,
      });
      const original = await input.inputValue();
      const times = [];
      for (let run = 0; run < runs; run++) {
        times.push(await timeValidation(page, test));
        await restore(page, test, original);
      }
      rows.push({
        case: test.name,
        medianMs: median(times.map((t) => t.ms)),
        runs: times.map((t) => t.ms).join(" / "),
        "longest idle wait, ms": times.map((t) => t.idleWaitMs).join(" / "),
      });
    }
    return rows;
  } finally {
    await browser.close();
    await deleteDraft();
  }
}

/** The draft the edits left (each was put back) goes, as "Discard changes" would. */
async function deleteDraft(env = process.env) {
  if (env.NEXT_PUBLIC_SANITY_PROJECT_ID) return;
  const api = `http://127.0.0.1:${lakePort(env)}/v${SANITY_API_VERSION}/data/mutate/${LOCAL_LAKE_DATASET}`;
  await fetch(api, {
    method: "POST",
    headers: {
      Authorization: `Bearer ${lakeSecret(lakeDataDir(env), "editor-token")}`,
      "content-type": "application/json",
    },
    body: JSON.stringify({ mutations: [{ delete: { id: `drafts.${DOCUMENT}` } }] }),
  });
}

if (import.meta.main) {
  const origin = process.argv[2] ?? `http://127.0.0.1:${process.env.BENCH_PORT ?? 3300}`;
  console.log("Studio validation, ms from the last keystroke to the field's message");
  console.table(await measureValidation(origin, { args: ["--no-sandbox"] }));
}
