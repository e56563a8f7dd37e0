import { perspectiveCookieName, SECRET_TTL } from "@sanity/preview-url-secret/constants";
import { cookies } from "next/headers";
import { defineEnableDraftMode } from "next-sanity/draft-mode";
import { sanityClient } from "../../../../../lib/sanity/client.ts";
import { currentContentEnv, draftReadToken, resolveContentSource } from "../../../../../lib/sanity/env.ts";

/** The cookies that keep a browser in draft mode (Next's, and the Presentation tool's perspective). */
const DRAFT_COOKIES = ["__prerender_bypass", perspectiveCookieName];

/**
 * Draft mode lasts as long as the preview URL secret that opened it is valid on hosted Sanity (one hour
 * after the Presentation tool last renewed it), not for the rest of the browser session: an editor's
 * other tabs go back to the published site on their own. next-sanity sets its cookies without a lifetime,
 * so they are set again with one, with the same attributes.
 */
async function limitDraftModeLifetime(request: Request) {
  const store = await cookies();
  const secure = process.env.NODE_ENV === "production";
  const partitioned =
    secure &&
    request.headers.get("sec-fetch-dest") === "iframe" &&
    request.headers.get("sec-fetch-site") === "cross-site";
  for (const name of DRAFT_COOKIES) {
    const value = store.get(name)?.value;
    if (value === undefined) continue;
    store.set({
      name,
      value,
      httpOnly: true,
      path: "/",
      secure,
      sameSite: secure ? "none" : "lax",
      partitioned,
      maxAge: SECRET_TTL,
    });
  }
}

const isRedirect = (error: unknown) =>
  typeof error === "object" &&
  error !== null &&
  String((error as { digest?: unknown }).digest).startsWith("NEXT_REDIRECT");

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
  try {
    return await enable(request);
  } catch (error) {
    // A valid secret ends in a redirect to the previewed page, with the draft mode cookies set.
    if (isRedirect(error)) await limitDraftModeLifetime(request);
    throw error;
  }
}
