import { z } from "../validations/zod-config.ts";
import { resolveSiteUrl } from "./site-url.mjs";

/** The site's public origin: SITE_URL, else a common host's production URL (lib/runtime/site-url.mjs). */
export const siteUrl = new URL(resolveSiteUrl(process.env).url);

/**
 * The Supabase project. NEXT_PUBLIC_* values are inlined into the bundles at build time (next.config.mjs
 * fills them from the local stack's keys when unset); SUPABASE_INTERNAL_URL, read at run time, lets the
 * server reach the same project by another address (a private network) than the browser does.
 */
const supabaseEnvSchema = z.object({
  url: z.url({ error: "NEXT_PUBLIC_SUPABASE_URL must be the Supabase project URL." }),
  anonKey: z.string().min(1, "NEXT_PUBLIC_SUPABASE_ANON_KEY must be set."),
  internalUrl: z.url({ error: "SUPABASE_INTERNAL_URL must be a URL." }).optional(),
});

export type SupabaseEnv = z.infer<typeof supabaseEnvSchema>;

let supabaseEnvCache: SupabaseEnv | undefined;

export function supabaseEnv(): SupabaseEnv {
  supabaseEnvCache ??= supabaseEnvSchema.parse({
    url: process.env.NEXT_PUBLIC_SUPABASE_URL,
    anonKey: process.env.NEXT_PUBLIC_SUPABASE_ANON_KEY,
    internalUrl: typeof window === "undefined" ? process.env.SUPABASE_INTERNAL_URL || undefined : undefined,
  });
  return supabaseEnvCache;
}
