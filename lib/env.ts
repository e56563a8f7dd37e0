import { z } from "zod";

/** Public settings every part of the site reads; each has a default so the product runs with none set. */
const siteEnvSchema = z.object({
  SITE_URL: z.url().default("http://localhost:3000"),
});

export const siteEnv = siteEnvSchema.parse({
  SITE_URL: process.env.SITE_URL || undefined,
});

export const siteUrl = new URL(siteEnv.SITE_URL);
