"use client";

import { Box, Tabs } from "@chakra-ui/react";
import type { ReactNode } from "react";

export interface DetailTab {
  value: string;
  label: string;
  content: ReactNode;
}

/** The tabs inside a detail dialog; the tab list scrolls sideways on a phone rather than wrapping. */
export function DetailTabs({ tabs, label }: { tabs: readonly DetailTab[]; label: string }) {
  return (
    <Tabs.Root defaultValue={tabs[0]?.value} variant="line" size="sm" lazyMount>
      <Box overflowX="auto">
        <Tabs.List aria-label={label}>
          {tabs.map((tab) => (
            <Tabs.Trigger key={tab.value} value={tab.value} flexShrink={0}>
              {tab.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
      </Box>
      {tabs.map((tab) => (
        <Tabs.Content key={tab.value} value={tab.value} pt="4">
          {tab.content}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
