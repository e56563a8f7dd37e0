import type { IncomingMessage } from "node:http";

/**
 * How many reverse proxies in front of the app append the client's address to X-Forwarded-For
 * (TRUSTED_PROXY_HOPS, README "Environment variables"). 0, the default, is `next start` facing the
 * internet: only the socket's peer address counts. Every proxy appends the address it received the
 * request from, so the entry `hops` places from the right is the one our own infrastructure wrote;
 * whatever a client puts further left can be forged and is never read.
 */
export function trustedProxyHops(env: Record<string, string | undefined> = process.env): number {
  const raw = env.TRUSTED_PROXY_HOPS?.trim();
  if (!raw) return 0;
  const hops = Number(raw);
  if (!Number.isInteger(hops) || hops < 0 || hops > 10) {
    throw new Error(`TRUSTED_PROXY_HOPS must be a whole number from 0 to 10, not "${raw}".`);
  }
  return hops;
}

/** The client's address from X-Forwarded-For as the server saw it (see forwardSocketAddress). */
export function clientAddress(headers: Headers, hops = trustedProxyHops()): string {
  const entries = (headers.get("x-forwarded-for") ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0) return "unknown";
  const index = Math.max(0, entries.length - Math.max(hops, 1));
  return entries[index] ?? "unknown";
}

/**
 * Next fills X-Forwarded-For with the socket address only when a request has none, so a client could
 * otherwise choose its own. With no trusted proxy, the header is replaced by the socket's peer address
 * before Next reads it; behind proxies it is left as they wrote it. Runs for every request the Node
 * HTTP server of this process receives (installed once from instrumentation.ts).
 */
export function forwardSocketAddress(request: IncomingMessage, hops = trustedProxyHops()): void {
  if (hops > 0) return;
  const peer = request.socket?.remoteAddress;
  if (peer) request.headers["x-forwarded-for"] = peer;
  else delete request.headers["x-forwarded-for"];
}
