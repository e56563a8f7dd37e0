import { draftMode } from "next/headers";
import { VisualEditing } from "next-sanity/visual-editing";
import { contentSource, liveContent } from "../../lib/sanity/fetch.ts";
import { EveryIslandAtOnce } from "./on-demand.tsx";
import { PreviewBar } from "./preview-bar.tsx";

/**
 * For editors previewing drafts from the Studio's Presentation tool (draft mode): click-to-edit overlays
 * on the texts (their fields are encoded in them, stega), and `<SanityLive>`, which refreshes the page
 * when a draft it shows changes, under a bar that says the page is a preview and ends it (Exit). Renders
 * nothing for visitors, on the bundled seed, and when no read token
 * is configured, so the public pages stay static and carry none of it. The page's islands load at once:
 * a live refresh waits for every one it re-renders.
 */
export async function DraftModeVisualEditing() {
  const current = contentSource();
  if (!current.previewEnabled) return null;
  const { isEnabled } = await draftMode();
  if (!isEnabled) return null;
  const { SanityLive } = liveContent(current);
  return (
    <>
      <PreviewBar />
      <VisualEditing />
      <SanityLive />
      <EveryIslandAtOnce />
    </>
  );
}
