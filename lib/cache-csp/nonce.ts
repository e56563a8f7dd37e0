import "server-only";
import { headers } from "next/headers";
import { NONCE_HEADER } from "./security-headers.mjs";

/**
 * This response's CSP nonce, set by proxy.ts for pages rendered per request, for scripts of our own that
 * Next does not write (the Studio's bridge). Never read it in a prerendered page: it would turn dynamic.
 */
export async function requestNonce(): Promise<string | undefined> {
  return (await headers()).get(NONCE_HEADER) ?? undefined;
}
