import { defineEnableDraftMode } from "next-sanity/draft-mode";
import { sanityClient } from "@/lib/sanity/client";
import { currentContentEnv, draftReadToken, resolveContentSource } from "@/lib/sanity/env";

/** Entered from the Presentation tool: turns on draft mode after Sanity verifies the preview secret. */
export async function GET(request: Request) {
  const source = resolveContentSource(currentContentEnv());
  const token = draftReadToken(source);
  if (source.mode === "local-seed" || !token) {
    return new Response(`Draft mode needs a Sanity project and SANITY_API_READ_TOKEN (${source.reason}).`, {
      status: 404,
    });
  }
  const { GET: enable } = defineEnableDraftMode({ client: sanityClient(source).withConfig({ token }) });
  return enable(request);
}
