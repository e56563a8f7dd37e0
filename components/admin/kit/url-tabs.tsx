"use client";

import { Tabs } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { LoadingState } from "./states.tsx";
import { useUrlState } from "./use-url-state.ts";

/**
 * A tab's own sub-tabs, kept in the URL parameter `param` (the first value is the default, without
 * a parameter). The server renders the chosen one's content as `children`.
 */
export function UrlTabs({
  param,
  label,
  values,
  resets = [],
  loading,
  children,
}: {
  param: string;
  label: string;
  values: readonly { value: string; label: string }[];
  resets?: readonly string[];
  /** Shown while the server renders the chosen sub-tab. */
  loading: string;
  /** The content of the sub-tab the URL names. */
  children: ReactNode;
}) {
  const url = useUrlState();
  const current = url.get(param) || values[0]?.value;
  return (
    <Tabs.Root
      value={current}
      variant="line"
      onValueChange={(details) =>
        url.update({
          [param]: details.value === values[0]?.value ? null : details.value,
          ...Object.fromEntries(resets.map((name) => [name, null])),
        })
      }
    >
      <Tabs.List aria-label={label} overflowX="auto">
        {values.map((tab) => (
          <Tabs.Trigger key={tab.value} value={tab.value}>
            {tab.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {values.map((tab) => (
        <Tabs.Content key={tab.value} value={tab.value} pt="4">
          {tab.value !== current ? null : url.pending ? <LoadingState>{loading}</LoadingState> : children}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
