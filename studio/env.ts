/** Read with literal `process.env.NEXT_PUBLIC_…` accesses so that Next.js inlines them into the Studio bundle. */
export const studioProjectId =
  process.env.NEXT_PUBLIC_SANITY_PROJECT_ID ?? process.env.SANITY_STUDIO_PROJECT_ID ?? "";
export const studioDataset =
  process.env.NEXT_PUBLIC_SANITY_DATASET ?? process.env.SANITY_STUDIO_DATASET ?? "production";
export { SANITY_API_VERSION as studioApiVersion } from "../lib/sanity/env.ts";
