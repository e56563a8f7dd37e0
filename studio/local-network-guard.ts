"use client";

/**
 * Keeps the local Studio on this computer: a few Studio parts address Sanity's hosted API directly
 * (the SDK's sign-in check, the feedback probe) instead of the configured `apiHost`. Their requests
 * go to the local Content Lake instead, which answers them or logs them as unhandled.
 */
const HOSTED = /^https:\/\/([a-z0-9-]+\.)*(api|apicdn)\.sanity\.(io|work)(?=\/)/;
/** Sanity's other hosts (module CDN for update checks, static files): never contacted locally. */
const OFF_MACHINE = /^https:\/\/([a-z0-9-]+\.)*(sanity\.io|sanity\.work|sanity-cdn\.com)(?=[/:]|$)/;

/** The module CDN's version lookups, which the Studio's update check makes on every load. */
const MODULE_VERSION_CHECK = /^https:\/\/sanity-cdn\.(com|work)\/v1\/modules\//;

/**
 * The answer to the Studio's update check, given here as the module CDN would give it for a Studio that
 * is up to date: the version installed is the newest there is, since this Studio updates with the
 * project's own dependencies and never from the CDN. Null for any other address.
 */
export function moduleVersionAnswer(url: string, installed: string): Response | null {
  if (!MODULE_VERSION_CHECK.test(url)) return null;
  return new Response(JSON.stringify({ latest: installed, packageVersion: installed }), {
    status: 200,
    headers: { "content-type": "application/json" },
  });
}

export function toLocalLake(url: string, lakeUrl: string): string {
  return url.replace(HOSTED, lakeUrl);
}

/** True for an address that would leave the machine even after `toLocalLake`. */
export function staysOffline(url: string): boolean {
  return OFF_MACHINE.test(url);
}

const LISTEN_PATH = /^\/v[^/]+\/data\/listen\//;

/**
 * Gives a listener of the lake (`/data/listen`, a server-sent event stream that stays open) a host of
 * its own. Browsers allow six HTTP/1.1 connections per host; an open Studio keeps five or more
 * listeners, so every later request to the same host (the save of an edit among them) waits for a
 * free connection forever. Hosted Sanity speaks HTTP/2, which carries all of them on one connection.
 * `<name>.localhost` is loopback in every browser, so each listener gets its own connection pool and
 * still never leaves the machine.
 */
export function spreadListener(url: string, lakeUrl: string, listenerNumber: number): string {
  if (!url.startsWith(`${lakeUrl}/`)) return url;
  const lake = new URL(lakeUrl);
  const target = new URL(url);
  if (!LISTEN_PATH.test(target.pathname)) return url;
  target.hostname = `listener-${listenerNumber}.localhost`;
  target.port = lake.port;
  return target.href;
}

let installed = false;
let listeners = 0;

export function keepStudioLocal(lakeUrl: string, sanityVersion: string): void {
  if (installed || typeof window === "undefined") return;
  installed = true;
  const originalFetch = window.fetch.bind(window);
  window.fetch = (input, init) => {
    const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    const versionCheck = moduleVersionAnswer(url, sanityVersion);
    if (versionCheck) return Promise.resolve(versionCheck);
    const local = toLocalLake(url, lakeUrl);
    if (staysOffline(local))
      return Promise.reject(new TypeError(`Offline: the local Studio does not call ${new URL(local).host}`));
    const target = spreadListener(local, lakeUrl, listeners + 1);
    if (target !== local) listeners++;
    if (target === url) return originalFetch(input, init);
    return originalFetch(
      typeof input === "string" || input instanceof URL ? target : new Request(target, input),
      init,
    );
  };
  const originalOpen = XMLHttpRequest.prototype.open;
  XMLHttpRequest.prototype.open = function open(
    this: XMLHttpRequest,
    method: string,
    url: string | URL,
    ...rest: unknown[]
  ) {
    const target = toLocalLake(String(url), lakeUrl);
    return (originalOpen as (...args: unknown[]) => void).call(this, method, target, ...rest);
  } as typeof XMLHttpRequest.prototype.open;
}

function dropRules(rules: CSSRuleList, remove: (index: number) => void): void {
  for (let index = rules.length - 1; index >= 0; index--) {
    const rule = rules[index];
    if (
      rule instanceof CSSFontFaceRule &&
      /url\(["']?https:\/\/[^)]*sanity/.test(rule.style.getPropertyValue("src"))
    ) {
      remove(index);
    } else if (rule && "cssRules" in rule && "deleteRule" in rule) {
      const group = rule as CSSGroupingRule;
      dropRules(group.cssRules, (inner) => group.deleteRule(inner));
    }
  }
}

/**
 * Removes the Studio stylesheet's @font-face rules that load fonts from Sanity's CDN (before any
 * Studio text is drawn), so the bundled copy declared in local-studio-fonts.css is used.
 */
export function dropRemoteFontFaces(): void {
  for (const sheet of Array.from(document.styleSheets)) {
    let rules: CSSRuleList;
    try {
      rules = sheet.cssRules;
    } catch {
      continue;
    }
    dropRules(rules, (index) => sheet.deleteRule(index));
  }
}
