// One Lighthouse run of a URL in a launched Chromium, and the median of several: the figures every part of
// the bench reports (run.mjs for the site, cluster.ts for the same routes behind nginx).
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";
import { median } from "./stats.mjs";

/** Debian's Chromium, off the network the bench never needs. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
export const chromeArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-quic",
];

/** A headless Chromium for Lighthouse to drive. */
export function launchChrome() {
  return chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: ["--headless=new", ...chromeArgs] });
}

/** @param {{ port: number }} chrome @param {string} url @param {"mobile" | "desktop"} formFactor */
export async function lighthouseOnce(chrome, url, formFactor) {
  const flags = { port: chrome.port, output: "json", logLevel: "error" };
  const config = formFactor === "desktop" ? desktopConfig : undefined;
  const { lhr } = await lighthouse(url, flags, config);
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const audit = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    lcpMs: Math.round(audit("largest-contentful-paint")),
    tbtMs: Math.round(audit("total-blocking-time")),
    cls: +audit("cumulative-layout-shift").toFixed(3),
    // When the unthrottled load really painted. Lighthouse's simulation charges to LCP every request that
    // finished before this moment, so a late first paint counts every start-up script into LCP.
    paintMs: Math.round(lhr.audits.metrics?.details?.items?.[0]?.observedFirstContentfulPaint ?? Number.NaN),
    // Lighthouse's own reading of this machine's CPU speed during the run (higher is faster): TBT moves
    // with it (docs/bench.md has the figures), so two runs' TBT compare only at a like index.
    hostIndex: Math.round(lhr.environment?.benchmarkIndex ?? Number.NaN),
  };
}

/** Each figure's median over `runs` Lighthouse runs. */
export async function lighthouseMedian(chrome, url, formFactor, runs) {
  const all = [];
  for (let run = 0; run < runs; run++) all.push(await lighthouseOnce(chrome, url, formFactor));
  return Object.fromEntries(Object.keys(all[0]).map((key) => [key, median(all.map((r) => r[key]))]));
}
