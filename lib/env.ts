import { z } from "zod";

/** Public settings every part of the site reads; each has a default so the product runs with none set. */
const siteEnvSchema = z.object({
  SITE_URL: z.url().default("http://localhost:3000"),
});

export const siteEnv = siteEnvSchema.parse({
  SITE_URL: process.env.SITE_URL || undefined,
});

export const siteUrl = new URL(siteEnv.SITE_URL);

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
