import { useCallback, useEffect } from "react";
import { definePlugin, type LayoutProps } from "sanity";
import { useRouterState } from "sanity/router";

/** The Presentation tool's name in the Studio's URL (/studio/presentation). */
export const PRESENTATION_TOOL = "presentation";

/** Ends the site's draft mode for this browser (the same route as the preview bar's Exit). */
export const END_DRAFT_MODE_PATH = "/api/draft-mode/disable";

/**
 * Ends draft mode. A beacon is the request a browser promises to send while the tab closes or reloads;
 * where it cannot be queued, a `keepalive` fetch, which may also outlive the page.
 */
export function endDraftMode(
  fetchImpl: typeof fetch = fetch,
  beacon: ((url: string) => boolean) | undefined = typeof navigator !== "undefined" && navigator.sendBeacon
    ? (url) => navigator.sendBeacon(url)
    : undefined,
): void {
  if (beacon?.(END_DRAFT_MODE_PATH)) return;
  void fetchImpl(END_DRAFT_MODE_PATH, { method: "POST", keepalive: true, credentials: "same-origin" }).catch(
    () => undefined,
  );
}

/**
 * While the Presentation tool is open, the site's pages in this browser show drafts (draft mode is a
 * cookie of the whole browser). Leaving the tool, by going to another tool or by closing or reloading the
 * Studio's tab, ends it, so the editor's other tabs show the published site again.
 */
/** A leave waiting for the next task: React runs an effect's cleanup and setup again on a remount. */
let pendingLeave: ReturnType<typeof setTimeout> | undefined;

function useDraftModeEndsWithPresentation(): void {
  const tool = useRouterState(
    useCallback((state) => (typeof state.tool === "string" ? state.tool : undefined), []),
  );
  const presenting = tool === PRESENTATION_TOOL;
  useEffect(() => {
    if (!presenting) return;
    clearTimeout(pendingLeave);
    const leave = () => endDraftMode();
    window.addEventListener("pagehide", leave);
    return () => {
      window.removeEventListener("pagehide", leave);
      pendingLeave = setTimeout(leave, 0);
    };
  }, [presenting]);
}

function DraftModeFollowsPresentation(props: LayoutProps) {
  useDraftModeEndsWithPresentation();
  return props.renderDefault(props);
}

/** Draft mode lasts while the editor is in the Presentation tool, and ends when they leave it. */
export const draftModeFollowsPresentation = definePlugin({
  name: "draft-mode-follows-presentation",
  studio: { components: { layout: DraftModeFollowsPresentation } },
});
