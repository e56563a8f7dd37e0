import { createRateLimiter, type RateLimiter } from "@/lib/seo/limits";

/** Per form and per address: a few honest submissions pass, a flood from one address does not. */
export const LEAD_RATE_LIMIT = { limit: 5, windowMs: 10 * 60_000 } as const;

const limiters = new Map<string, RateLimiter>();

/** Counts one submission of `form` from `address`; false once the address has used up its window. */
export function takeLeadSlot(form: string, address: string): boolean {
  let limiter = limiters.get(form);
  if (!limiter) {
    limiter = createRateLimiter(LEAD_RATE_LIMIT.limit, LEAD_RATE_LIMIT.windowMs);
    limiters.set(form, limiter);
  }
  return limiter.take(address);
}

/** The visitor's address as the proxy in front of the app reports it (first X-Forwarded-For entry). */
export function clientAddress(headers: Headers): string {
  const forwarded = headers.get("x-forwarded-for")?.split(",")[0]?.trim();
  return forwarded || headers.get("x-real-ip")?.trim() || "unknown";
}
