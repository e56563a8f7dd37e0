import { draftMode } from "next/headers";
import { VisualEditing } from "next-sanity/visual-editing";
import { contentSource } from "@/lib/sanity/fetch";

/**
 * Click-to-edit overlays for editors previewing drafts from the Studio's Presentation tool.
 * Renders nothing for visitors, in local mode, and when no read token is configured.
 */
export async function DraftModeVisualEditing() {
  if (!contentSource().previewEnabled) return null;
  const { isEnabled } = await draftMode();
  return isEnabled ? <VisualEditing /> : null;
}
