import { createHash } from "node:crypto";
import type { SupabaseClient } from "@supabase/supabase-js";

/**
 * Per form, a few honest submissions pass and a flood does not: counted per client address and per
 * e-mail address, each in a fixed window kept in Postgres (public.lead_rate_limits), so the limits
 * hold across restarts and across every instance of the app.
 */
export const LEAD_RATE_LIMITS = {
  address: { limit: 5, windowSeconds: 10 * 60 },
  email: { limit: 3, windowSeconds: 10 * 60 },
} as const;

/** Keys are hashed: the table holds no readable address or e-mail. */
function limitKey(kind: keyof typeof LEAD_RATE_LIMITS, form: string, value: string): string {
  return createHash("sha256").update(`${kind}\n${form}\n${value.trim().toLowerCase()}`).digest("hex");
}

/**
 * Counts one submission of `form` from `address` for `email` and returns how many seconds the sender
 * must wait before trying again: 0 while both are within their limits.
 */
export async function takeLeadSlots(
  client: SupabaseClient,
  form: string,
  address: string,
  email: string,
): Promise<number> {
  const { address: byAddress, email: byEmail } = LEAD_RATE_LIMITS;
  const { data, error } = await client.rpc("take_lead_slots", {
    keys: [limitKey("address", form, address), limitKey("email", form, email)],
    limits: [byAddress.limit, byEmail.limit],
    window_seconds: [byAddress.windowSeconds, byEmail.windowSeconds],
  });
  if (error) throw new Error(`rate limit check failed (${error.code || "no code"}): ${error.message}`);
  return Number(data);
}
