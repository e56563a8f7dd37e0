import { createHash } from "node:crypto";
import { addressKey } from "../runtime/client-address.ts";

/**
 * Per form, a few honest submissions pass and a flood does not: counted per client address (an IPv6
 * client by its /64) and per e-mail address, each in a fixed window kept in Postgres
 * (public.lead_rate_limits), so the limits hold across restarts and across every instance of the app.
 * Past the address's limit a submission is refused; past the e-mail's it is kept as suspected spam
 * (anyone can type someone else's e-mail, so that limit must never refuse its owner).
 */
export const LEAD_RATE_LIMITS = {
  address: { limit: 5, windowSeconds: 10 * 60 },
  email: { limit: 3, windowSeconds: 10 * 60 },
} as const;

/** Keys are hashed: the table holds no readable address or e-mail. */
function limitKey(kind: keyof typeof LEAD_RATE_LIMITS, form: string, value: string): string {
  return createHash("sha256").update(`${kind}\n${form}\n${value.trim().toLowerCase()}`).digest("hex");
}

/** The rate-limit half of public.submit_lead's arguments: both slots' keys, limits and windows. */
export function leadSlotArguments(form: string, address: string, email: string) {
  const { address: byAddress, email: byEmail } = LEAD_RATE_LIMITS;
  return {
    address_key: limitKey("address", form, addressKey(address)),
    address_limit: byAddress.limit,
    address_window_seconds: byAddress.windowSeconds,
    email_key: limitKey("email", form, email),
    email_limit: byEmail.limit,
    email_window_seconds: byEmail.windowSeconds,
  };
}
