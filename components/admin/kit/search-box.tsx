"use client";

import { Button, Field, HStack, Input } from "@chakra-ui/react";
import { usePathname, useSearchParams } from "next/navigation";
import { useState } from "react";
import { useUrlState } from "./use-url-state.ts";

/**
 * A list's search, kept in the URL parameter `param`; runs on Enter or the Search button. It searches what
 * the box holds when it is sent, not what the page last rendered: text typed while the page was still
 * loading its scripts counts. Before the scripts run, it is a plain form that asks for the same URL.
 */
export function SearchBox({
  param = "q",
  label,
  placeholder,
  maxLength,
  resets = [],
}: {
  param?: string;
  label: string;
  placeholder: string;
  maxLength: number;
  resets?: readonly string[];
}) {
  const url = useUrlState();
  const pathname = usePathname();
  // The view's other parameters (filters, sort), which the plain form sends along.
  const kept = [...useSearchParams()].filter(([name]) => name !== param && !resets.includes(name));
  const applied = url.get(param);
  const [text, setText] = useState(applied);
  // Back and Forward change the URL under the box: show what the list is filtered by. Only a change: an
  // effect that set it once mounted too put the link's search back over text typed while the page loaded.
  const [shownFor, setShownFor] = useState(applied);
  if (applied !== shownFor) {
    setShownFor(applied);
    setText(applied);
  }

  return (
    <search style={{ flex: "2 1 16rem" }}>
      <form
        action={pathname}
        method="get"
        onSubmit={(event) => {
          event.preventDefault();
          const typed = new FormData(event.currentTarget).get(param);
          url.update({
            [param]: (typeof typed === "string" ? typed.trim() : "") || null,
            ...Object.fromEntries(resets.map((name) => [name, null])),
          });
        }}
      >
        {kept.map(([name, value]) => (
          <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
        ))}
        <Field.Root>
          <Field.Label>{label}</Field.Label>
          <HStack gap="2" w="full">
            <Input
              type="search"
              size="sm"
              name={param}
              value={text}
              maxLength={maxLength}
              placeholder={placeholder}
              onChange={(event) => setText(event.currentTarget.value)}
            />
            <Button type="submit" size="sm" variant="outline" loading={url.pending}>
              Search
            </Button>
          </HStack>
        </Field.Root>
      </form>
    </search>
  );
}
