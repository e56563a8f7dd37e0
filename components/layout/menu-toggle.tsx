"use client";

import { Menu, X } from "lucide";
import { usePathname, useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { afterNextPaint, whenIdle } from "../../lib/runtime/schedule.ts";
import { SvgIcon } from "../ui/svg-icon.tsx";

interface MenuToggleProps {
  /** The id of the menu panel: a `popover` element, which the browser opens and closes itself. */
  panelId: string;
  className: string;
  /** Its names while closed and open, in the page's language. */
  labels: { open: string; close: string };
}

/**
 * The phone menu's button. The browser shows and hides the panel (popovertarget), before this code has
 * loaded too, and closes it on Escape or a tap outside; this island only follows the panel's state for
 * the button's name and aria-expanded (in the frame after the panel's), prefetches the panel's links once
 * it has painted, and closes it when the route changes. The tap itself re-renders nothing, so the panel
 * paints at once.
 */
export function MenuToggle({ panelId, className, labels }: MenuToggleProps) {
  const pathname = usePathname();
  const router = useRouter();
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const panel = document.getElementById(panelId);
    if (!panel) return;
    let cancelPrefetch: (() => void) | undefined;
    const prefetchLinks = () => {
      for (const link of panel.querySelectorAll<HTMLAnchorElement>('a[href^="/"]'))
        router.prefetch(link.pathname);
    };
    const follow = (event: Event) => {
      const opened = (event as ToggleEvent).newState === "open";
      // The button's new name and icon follow in the frame after the panel's: rendered before it, they
      // would hold back the panel's first paint.
      afterNextPaint(() => setOpen(opened));
      // The panel's links are prefetched once it has painted and the page is idle, not in the tap's frame.
      if (opened && !cancelPrefetch)
        cancelPrefetch = whenIdle(prefetchLinks, { timeout: 2000, fallbackMs: 300 });
    };
    setOpen(panel.matches(":popover-open"));
    panel.addEventListener("toggle", follow);
    return () => {
      panel.removeEventListener("toggle", follow);
      cancelPrefetch?.();
    };
  }, [panelId, router]);

  // The menu closes whenever the route changes; not when this code arrives, which may find the menu
  // opened by a tap the browser answered before it.
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    const panel = document.getElementById(panelId);
    if (panel?.matches(":popover-open")) panel.hidePopover();
  }, [pathname, panelId]);

  return (
    <button
      type="button"
      className={className}
      popoverTarget={panelId}
      aria-label={open ? labels.close : labels.open}
      aria-expanded={open}
      aria-controls={panelId}
    >
      <SvgIcon icon={open ? X : Menu} size={20} />
    </button>
  );
}
