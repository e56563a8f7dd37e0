import { revalidateTag } from "next/cache";
import { type NextRequest, NextResponse } from "next/server";
import { parseBody } from "next-sanity/webhook";
import { expirePublishedRoutes } from "../../../lib/redirects/published.ts";
import { tagsForWebhook } from "./tags.ts";

/**
 * Called on publish: by the local Content Lake with the sync tags of each transaction, or by Sanity's
 * GROQ webhook (projection `{_type, _id}`). The signature is checked with SANITY_REVALIDATE_SECRET,
 * then every cached fetch that read what changed expires at once (see app/api/revalidate/tags.ts).
 */
export async function POST(request: NextRequest) {
  const secret = process.env.SANITY_REVALIDATE_SECRET;
  if (!secret) {
    // Not a fault of the request, nor of the server at run time: this deployment has no webhook yet.
    return NextResponse.json(
      { message: "The Sanity webhook is not configured here: SANITY_REVALIDATE_SECRET is not set." },
      { status: 503 },
    );
  }
  try {
    // Waits briefly so the CDN serves the published version when the pages are rebuilt; the local
    // Content Lake has no CDN and calls only once its transaction is stored.
    const { isValidSignature, body } = await parseBody<{ _type?: string; _id?: string; tags?: string[] }>(
      request,
      secret,
      !process.env.SANITY_LOCAL_URL,
    );
    if (!isValidSignature) return NextResponse.json({ message: "Invalid signature" }, { status: 401 });
    const tags = tagsForWebhook(body);
    if (tags.length === 0)
      return NextResponse.json({ message: "Body has neither sync tags nor a _type" }, { status: 400 });
    for (const tag of tags) revalidateTag(tag, { expire: 0 });
    expirePublishedRoutes();
    return NextResponse.json({ revalidated: tags, now: Date.now() });
  } catch (error) {
    console.error("[revalidate] failed", error);
    return NextResponse.json({ message: "Could not read the webhook" }, { status: 400 });
  }
}
