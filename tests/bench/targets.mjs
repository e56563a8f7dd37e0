// The targets every public route is held to (issue "Faster than the site we replace"); the bench reports
// each miss. Figures, not tests: a loaded machine moves them, so they never fail CI.
export const targets = {
  mobilePerformance: 98,
  desktopPerformance: 100,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs: 1800,
  tbtMs: 50,
  cls: 0,
  jsKiB: 150,
  islandFirstOpenMs: 1000,
};

/**
 * What keeps a route from its targets, as short phrases ("mobile 91 < 98"); empty when it meets them all.
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
