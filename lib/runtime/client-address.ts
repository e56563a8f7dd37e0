import type { IncomingMessage } from "node:http";
import ipaddr from "ipaddr.js";

/**
 * How many reverse proxies in front of the app append the client's address to X-Forwarded-For
 * (TRUSTED_PROXY_HOPS, docs/configuration.md). 0, the default, is `next start` facing the
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

/**
 * One spelling per client: an IPv4-mapped IPv6 address (`::ffff:127.0.0.1`, what a dual-stack socket
 * reports for an IPv4 peer) is its IPv4 address, and IPv6 is written in its shortest form. Anything that is
 * not an address is kept as it is.
 */
export function normalizedAddress(value: string): string {
  const trimmed = value.trim();
  if (!ipaddr.isValid(trimmed)) return trimmed;
  return ipaddr.process(trimmed).toString();
}

/**
 * What a rate limit counts a client by: its IPv4 address, or its IPv6 address's /64. One subscriber gets
 * at least a /64 and picks any address in it at will, so counting each IPv6 address apart would hand one
 * client billions of budgets.
 */
export function addressKey(value: string): string {
  const address = normalizedAddress(value);
  if (!ipaddr.IPv6.isValid(address)) return address;
  const parts = ipaddr.IPv6.parse(address).parts.slice(0, 4);
  return `${new ipaddr.IPv6([...parts, 0, 0, 0, 0]).toString()}/64`;
}

/** The client's address from X-Forwarded-For as the server saw it (see forwardSocketAddress), normalised. */
export function clientAddress(headers: Headers, hops = trustedProxyHops()): string {
  const entries = (headers.get("x-forwarded-for") ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0) return "unknown";
  const index = Math.max(0, entries.length - Math.max(hops, 1));
  const entry = entries[index];
  return entry ? normalizedAddress(entry) : "unknown";
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
