import { median } from "./stats.mjs";

// The targets every public route and first tap is held to; the bench reports
// each miss. Figures, not tests: a loaded machine moves them, so they never fail CI.
export const targets = {
  mobilePerformance: 100,
  desktopPerformance: 100,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs: 1800,
  tbtMs: 50,
  cls: 0,
  jsKiB: 150,
  islandFirstOpenMs: 1000,
  /** From a quote button's first tap to the wizard on screen. */
  wizardVisibleMs: 500,
  /** Every other first tap, to the next paint (its Interaction to Next Paint). */
  firstTapInpMs: 200,
};

/**
 * What keeps a first tap from its targets ("wizard 620 ms > 500"); empty when it meets them. A quote
 * button is held, for its wizard with the first field on screen (not only the dialog's frame), to the
 * wizard's target and to the app we replace (the median of its runs); every tap to the next paint's.
 * @param {{ inp: { median: number }, form?: { median: number } }} row
 * @param {{ dialog?: number[] } | undefined} original
 */
export function tapMisses(row, original) {
  const out = [];
  if (row.form) {
    if (row.form.median > targets.wizardVisibleMs)
      out.push(`wizard ${row.form.median} ms > ${targets.wizardVisibleMs}`);
    const before = original?.dialog ? median(original.dialog) : undefined;
    if (before !== undefined && row.form.median > before)
      out.push(`wizard ${row.form.median} ms > original ${before}`);
  }
  if (row.inp.median > targets.firstTapInpMs) out.push(`INP ${row.inp.median} ms > ${targets.firstTapInpMs}`);
  return out;
}
/**
 * What keeps an island tapped the moment it shows from its targets ("lost 1 of 3", "response 340 ms >
 * 200"); empty when it meets them. No tap may be lost; the quote wizard is held, for its form on screen,
 * to the wizard's target; a link, for the start of its navigation (the browser's own loading indicator
 * answers it), and every other island's response, to the next paint's.
 * @param {{ lost: number, runs: number, response: { median?: number }, done?: { median?: number }, navigation?: { median?: number } }} row
 */
export function earlyTapMisses(row) {
  const out = [];
  if (row.lost > 0) out.push(`lost ${row.lost} of ${row.runs}`);
  if (row.navigation) {
    if (row.navigation.median === undefined) out.push("no navigation started");
    else if (row.navigation.median > targets.firstTapInpMs)
      out.push(`navigation ${row.navigation.median} ms > ${targets.firstTapInpMs}`);
  } else if (row.done) {
    if (row.done.median !== undefined && row.done.median > targets.wizardVisibleMs)
      out.push(`wizard ${row.done.median} ms > ${targets.wizardVisibleMs}`);
  } else if (row.response.median !== undefined && row.response.median > targets.firstTapInpMs)
    out.push(`response ${row.response.median} ms > ${targets.firstTapInpMs}`);
  return out;
}

/**
 * What keeps a route from its targets, as short phrases ("mobile 91 < 100"); empty when it meets them all.
 * A page that asks not to be indexed (/auth) is not held to the SEO score: Lighthouse marks it down for
 * exactly that request.
 * @param {{ mobile: any, desktop: any, jsKiB: number, indexable?: boolean }} figures
 * @param {{ performance: number } | undefined} original
 */
export function misses({ mobile, desktop, jsKiB, indexable = true }, original) {
  const out = [];
  const below = (name, value, target) => value < target && out.push(`${name} ${value} < ${target}`);
  const above = (name, value, target) => value > target && out.push(`${name} ${value} > ${target}`);
  below("mobile", mobile.performance, targets.mobilePerformance);
  if (original && mobile.performance <= original.performance)
    out.push(`mobile ${mobile.performance} ≤ original ${original.performance}`);
  below("desktop", desktop.performance, targets.desktopPerformance);
  below("a11y", mobile.accessibility, targets.accessibility);
  below("best practices", mobile.bestPractices, targets.bestPractices);
  if (indexable) below("SEO", mobile.seo, targets.seo);
  above("LCP ms", mobile.lcpMs, targets.lcpMs);
  above("TBT ms", mobile.tbtMs, targets.tbtMs);
  above("CLS", mobile.cls, targets.cls);
  above("JS KiB", jsKiB, targets.jsKiB);
  return out;
}
