"use client";

import { NativeSelect } from "@chakra-ui/react";
import type { ComponentProps } from "react";

export interface SelectOption {
  value: string;
  label: string;
}

/** A form's native select (the platform's picker on phones); field props come from `register`. */
export function SelectField({
  options,
  disabled,
  ...field
}: { options: readonly SelectOption[]; disabled?: boolean } & ComponentProps<"select">) {
  return (
    <NativeSelect.Root disabled={disabled}>
      <NativeSelect.Field {...field}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

/** Records to choose from by id, after a first choice for none ("Choose a client", "No project"). */
export const recordOptions = (
  emptyLabel: string,
  records: readonly { id: string; label: string }[],
): SelectOption[] => [
  { value: "", label: emptyLabel },
  ...records.map((record) => ({ value: record.id, label: record.label })),
];

/** Values shown as they are stored ("vps", "online"). */
export const plainOptions = (values: readonly string[]): SelectOption[] =>
  values.map((value) => ({ value, label: value }));
