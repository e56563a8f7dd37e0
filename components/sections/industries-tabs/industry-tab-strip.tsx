"use client";

import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from "react";
import { claimEarlyTap, EARLY_TAP } from "../../../lib/runtime/early-taps.ts";

export interface IndustryTab {
  value: string;
  /** The tab's label (icon and name), rendered on the server. */
  label: ReactNode;
  /** The industry's panel, rendered on the server. */
  panel: ReactNode;
}

/** The strip's classes, composed on the server (./industry-tab-strip.styles.ts): no styling runtime here. */
export interface IndustryTabStripClasses {
  root: string;
  list: string;
  trigger: string;
  content: string;
}

/** The tab a key moves to (WAI-ARIA tabs: arrows wrap around, Home and End jump), or none. */
function targetIndex(key: string, current: number, count: number): number | undefined {
  if (key === "ArrowRight") return (current + 1) % count;
  if (key === "ArrowLeft") return (current - 1 + count) % count;
  if (key === "Home") return 0;
  if (key === "End") return count - 1;
  return undefined;
}

/**
 * The home page's industry tabs: the only part of the section that runs in the browser. It follows the
 * WAI-ARIA tabs pattern itself (selection follows focus; arrows, Home and End): four tabs do not need a
 * widget library, and Ark UI's tabs cost the home page 17 KiB of compressed JavaScript at load. Every panel
 * is in the HTML, hidden until its tab is chosen; each holds its quote button, so Tab reaches it.
 * A tab tapped before this code has run is chosen by the page's start-up script in the markup
 * (lib/runtime/early-taps.ts); the strip starts from that choice.
 */
export function IndustryTabStrip({
  items,
  classes,
}: {
  items: IndustryTab[];
  classes: IndustryTabStripClasses;
}) {
  const id = useId();
  const [selected, setSelected] = useState(0);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  useEffect(() => {
    const tabs = tabRefs.current;
    for (const tab of tabs) claimEarlyTap(tab);
    const chosen = tabs.findIndex((tab) => tab?.getAttribute("aria-selected") === "true");
    if (chosen > 0) setSelected(chosen);
  }, []);
  if (items.length === 0) return null;

  function onKeyDown(event: KeyboardEvent) {
    const next = targetIndex(event.key, selected, items.length);
    if (next === undefined) return;
    event.preventDefault();
    setSelected(next);
    tabRefs.current[next]?.focus();
  }

  return (
    // data-orientation: the theme's tabs recipe lays out horizontal tabs by it.
    <div data-orientation="horizontal" className={classes.root}>
      <div
        role="tablist"
        aria-orientation="horizontal"
        data-orientation="horizontal"
        className={classes.list}
        onKeyDown={onKeyDown}
      >
        {items.map((item, index) => (
          <button
            key={item.value}
            ref={(element) => {
              tabRefs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${index}`}
            aria-selected={index === selected}
            aria-controls={`${id}-panel-${index}`}
            tabIndex={index === selected ? 0 : -1}
            {...{ [EARLY_TAP]: "tab" }}
            onClick={() => setSelected(index)}
            className={classes.trigger}
          >
            {item.label}
          </button>
        ))}
      </div>
      {items.map((item, index) => (
        <div
          key={item.value}
          role="tabpanel"
          id={`${id}-panel-${index}`}
          aria-labelledby={`${id}-tab-${index}`}
          hidden={index !== selected}
          data-orientation="horizontal"
          className={classes.content}
        >
          {item.panel}
        </div>
      ))}
    </div>
  );
}
