/**
 * Runs once when a server process starts. In the Node.js runtime: the client-address rule of
 * TRUSTED_PROXY_HOPS goes in front of Next's request handling, and the staff-notice sweep starts.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { installSocketAddressHook } = await import("./lib/socket-address-hook");
  installSocketAddressHook();
  if (process.env.NEXT_PHASE === "phase-production-build") return;
  const { startNoticeSweep } = await import("./lib/leads/notices");
  startNoticeSweep();
}
