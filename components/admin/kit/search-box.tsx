"use client";

import { Button, Field, HStack, Input } from "@chakra-ui/react";
import { useEffect, useState } from "react";
import { useUrlState } from "./use-url-state.ts";

/** A list's search, kept in the URL parameter `param`; runs on Enter or the Search button. */
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
  const applied = url.get(param);
  const [text, setText] = useState(applied);
  // Back and Forward change the URL under the box: show what the list is filtered by.
  useEffect(() => setText(applied), [applied]);

  return (
    <search style={{ flex: "2 1 16rem" }}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          url.update({
            [param]: text.trim() || null,
            ...Object.fromEntries(resets.map((name) => [name, null])),
          });
        }}
      >
        <Field.Root>
          <Field.Label>{label}</Field.Label>
          <HStack gap="2" w="full">
            <Input
              type="search"
              size="sm"
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
