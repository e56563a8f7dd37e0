import { createHash } from "node:crypto";
import type { SupabaseClient } from "@supabase/supabase-js";
import { addressKey } from "@/lib/client-address";

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

async function takeSlot(
  client: SupabaseClient,
  kind: keyof typeof LEAD_RATE_LIMITS,
  form: string,
  value: string,
): Promise<number> {
  const { limit, windowSeconds } = LEAD_RATE_LIMITS[kind];
  const { data, error } = await client.rpc("take_lead_slots", {
    keys: [limitKey(kind, form, value)],
    limits: [limit],
    window_seconds: [windowSeconds],
  });
  if (error) throw new Error(`rate limit check failed (${error.code || "no code"}): ${error.message}`);
  return Number(data);
}

export interface LeadSlots {
  /** Seconds the sender must wait before trying again: 0 while the address is within its limit. */
  retryAfterSeconds: number;
  /** The e-mail has been sent more often than its limit allows: keep the lead, marked, without a notice. */
  suspectedSpam: boolean;
}

/** Counts one submission of `form` from `address`, then (when the address may send) for `email`. */
export async function takeLeadSlots(
  client: SupabaseClient,
  form: string,
  address: string,
  email: string,
): Promise<LeadSlots> {
  const retryAfterSeconds = await takeSlot(client, "address", form, addressKey(address));
  if (retryAfterSeconds > 0) return { retryAfterSeconds, suspectedSpam: false };
  return { retryAfterSeconds: 0, suspectedSpam: (await takeSlot(client, "email", form, email)) > 0 };
}
