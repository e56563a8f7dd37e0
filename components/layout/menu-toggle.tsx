"use client";

import { Menu, X } from "lucide";
import { usePathname } from "next/navigation";
import { useEffect, useState } from "react";
import { SvgIcon } from "@/components/ui/svg-icon";

interface MenuToggleProps {
  /** The id of the menu panel: a `popover` element, which the browser opens and closes itself. */
  panelId: string;
  className: string;
}

/**
 * The phone menu's button. The browser shows and hides the panel (popovertarget), before this code has
 * loaded too, and closes it on Escape or a tap outside; this island only follows the panel's state for
 * the button's name and aria-expanded, and closes it when the route changes. The tap itself re-renders
 * nothing, so it paints at once.
 */
export function MenuToggle({ panelId, className }: MenuToggleProps) {
  const pathname = usePathname();
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const panel = document.getElementById(panelId);
    if (!panel) return;
    const follow = (event: Event) => setOpen((event as ToggleEvent).newState === "open");
    setOpen(panel.matches(":popover-open"));
    panel.addEventListener("toggle", follow);
    return () => panel.removeEventListener("toggle", follow);
  }, [panelId]);

  // The menu closes whenever the route changes.
  // biome-ignore lint/correctness/useExhaustiveDependencies: pathname is the trigger, not a value read inside
  useEffect(() => {
    const panel = document.getElementById(panelId);
    if (panel?.matches(":popover-open")) panel.hidePopover();
  }, [pathname, panelId]);

  return (
    <button
      type="button"
      className={className}
      popoverTarget={panelId}
      aria-label={open ? "Close menu" : "Open menu"}
      aria-expanded={open}
      aria-controls={panelId}
    >
      <SvgIcon icon={open ? X : Menu} size={20} />
    </button>
  );
}
