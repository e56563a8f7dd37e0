import "server-only";
import { headers } from "next/headers";
import { NONCE_HEADER } from "./security-headers.mjs";

/**
 * This response's CSP nonce, set by proxy.ts, for inline scripts of our own (next-themes'). Reading it
 * renders the page per request, which a nonce needs: a prerendered page would carry a stale one.
 */
export async function requestNonce(): Promise<string | undefined> {
  return (await headers()).get(NONCE_HEADER) ?? undefined;
}
