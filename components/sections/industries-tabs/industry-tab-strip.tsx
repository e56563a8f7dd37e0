"use client";

import { Tabs } from "@ark-ui/react/tabs";
import type { ReactNode } from "react";
import { css, cx } from "@/styled-system/css";
import { tabs } from "@/styled-system/recipes";

export interface IndustryTab {
  value: string;
  /** The tab's label (icon and name), rendered on the server. */
  label: ReactNode;
  /** The industry's panel, rendered on the server. */
  panel: ReactNode;
}

const classes = tabs({ variant: "enclosed", fitted: true });

// Two rows on a phone: a strip that scrolls would hide its last tab with no cue.
const list = css({
  display: "grid",
  gridTemplateColumns: { base: "repeat(2, minmax(0, 1fr))", md: "repeat(4, minmax(0, 1fr))" },
});

/**
 * The home page's industry tabs: the only part of the section that runs in the browser (selection and the
 * arrow, Home and End keys, from Ark UI). Every panel is in the HTML, hidden until its tab is chosen.
 */
export function IndustryTabStrip({ items }: { items: IndustryTab[] }) {
  const first = items[0];
  if (!first) return null;
  return (
    <Tabs.Root
      defaultValue={first.value}
      lazyMount={false}
      unmountOnExit={false}
      className={cx(classes.root, css({ mt: { base: "10", md: "14" } }))}
    >
      <Tabs.List className={cx(classes.list, list)}>
        {items.map((item) => (
          <Tabs.Trigger
            key={item.value}
            value={item.value}
            className={cx(classes.trigger, css({ minW: "0" }))}
          >
            {item.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {items.map((item) => (
        <Tabs.Content
          key={item.value}
          value={item.value}
          className={cx(classes.content, css({ pt: { base: "8", md: "10" } }))}
        >
          {item.panel}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
