"use client";

/**
 * Keeps the local Studio on this computer: a few Studio parts address Sanity's hosted API directly
 * (the SDK's sign-in check, the feedback probe) instead of the configured `apiHost`. Their requests
 * go to the local Content Lake instead, which answers them or logs them as unhandled.
 */
const HOSTED = /^https:\/\/([a-z0-9-]+\.)*(api|apicdn)\.sanity\.(io|work)(?=\/)/;

export function toLocalLake(url: string, lakeUrl: string): string {
  return url.replace(HOSTED, lakeUrl);
}

let installed = false;

export function keepStudioLocal(lakeUrl: string): void {
  if (installed || typeof window === "undefined") return;
  installed = true;
  const originalFetch = window.fetch.bind(window);
  window.fetch = (input, init) => {
    if (typeof input === "string") return originalFetch(toLocalLake(input, lakeUrl), init);
    if (input instanceof URL) return originalFetch(toLocalLake(input.href, lakeUrl), init);
    const rewritten = toLocalLake(input.url, lakeUrl);
    return originalFetch(rewritten === input.url ? input : new Request(rewritten, input), init);
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
