/**
 * What the Studio logs on this machine that is not a fault: the update check cannot reach Sanity's CDN,
 * and on a busy machine the Studio gives up resolving the initial values of its "create new" menus after
 * 10 s and offers empty ones.
 */
export const STUDIO_NOISE =
  /Download the React DevTools|Failed to load resource|WebSocket connection|Failed to fetch version|Failed to resolve initial value for template/;

/** How long the Studio may take to load a document from the lake on a busy two-core machine. */
export const STUDIO_LOAD_TIMEOUT = 60_000;
