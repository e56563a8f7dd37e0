"use client";

import { Field, NativeSelect } from "@chakra-ui/react";
import { useUrlState } from "./use-url-state.ts";

export interface FilterOption {
  value: string;
  label: string;
}

/**
 * One filter of a list, kept in the URL parameter `param`; "all" (no parameter) means no filter.
 * A native select: the platform's own picker on phones, and fully usable by keyboard and screen reader.
 */
export function FilterSelect({
  param,
  label,
  allLabel,
  options,
  resets = [],
}: {
  param: string;
  label: string;
  allLabel: string;
  options: readonly FilterOption[];
  /** Parameters that no longer make sense once this one changes (e.g. the open item, the page). */
  resets?: readonly string[];
}) {
  const url = useUrlState();
  const current = url.get(param);
  const value = options.some((option) => option.value === current) ? current : "all";
  return (
    <Field.Root minW={{ base: "full", sm: "44" }} flex={{ sm: "1" }}>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field
          value={value}
          onChange={(event) =>
            url.update({
              [param]: event.currentTarget.value === "all" ? null : event.currentTarget.value,
              ...Object.fromEntries(resets.map((name) => [name, null])),
            })
          }
        >
          <option value="all">{allLabel}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}
