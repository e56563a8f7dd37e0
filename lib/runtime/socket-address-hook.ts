import { type IncomingMessage, Server } from "node:http";
import { forwardSocketAddress, trustedProxyHops } from "./client-address.ts";

const INSTALLED = Symbol.for("cardinal.forwardSocketAddress");

/**
 * Rewrites X-Forwarded-For on every request the Node HTTP servers of this process emit, before any
 * listener (Next's request handler) sees it. Idempotent; the hop count is read once, at start.
 */
export function installSocketAddressHook(): void {
  const proto = Server.prototype as Server & { [INSTALLED]?: boolean };
  if (proto[INSTALLED]) return;
  const hops = trustedProxyHops();
  const emit = proto.emit as (this: Server, event: string | symbol, ...args: unknown[]) => boolean;
  proto.emit = function (this: Server, event: string | symbol, ...args: unknown[]) {
    if (event === "request") forwardSocketAddress(args[0] as IncomingMessage, hops);
    return emit.call(this, event, ...args);
  } as typeof proto.emit;
  proto[INSTALLED] = true;
}
