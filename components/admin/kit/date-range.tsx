"use client";

import { Field, HStack, Input } from "@chakra-ui/react";
import { useUrlState } from "./use-url-state.ts";

/** From and To days (inclusive) kept in the URL parameters `from` and `to`; either may stay empty. */
export function DateRangeFilter({ label, resets = [] }: { label: string; resets?: readonly string[] }) {
  const url = useUrlState();
  const reset = Object.fromEntries(resets.map((name) => [name, null]));
  return (
    <fieldset style={{ flex: "1 1 18rem", minWidth: 0 }}>
      <legend style={{ fontSize: "var(--chakra-font-sizes-sm)", fontWeight: 500, marginBottom: "6px" }}>
        {label}
      </legend>
      <HStack gap="2">
        {(["from", "to"] as const).map((param) => (
          <Field.Root key={param} flex="1" minW="0">
            <Field.Label srOnly>{param === "from" ? "From" : "To"}</Field.Label>
            <HStack gap="1" w="full">
              <span aria-hidden="true" style={{ fontSize: "var(--chakra-font-sizes-xs)" }}>
                {param === "from" ? "From" : "To"}
              </span>
              <Input
                type="date"
                size="sm"
                value={url.get(param)}
                max={param === "from" ? url.get("to") || undefined : undefined}
                min={param === "to" ? url.get("from") || undefined : undefined}
                onChange={(event) => url.update({ [param]: event.currentTarget.value || null, ...reset })}
              />
            </HStack>
          </Field.Root>
        ))}
      </HStack>
    </fieldset>
  );
}
