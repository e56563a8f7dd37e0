"use client";

import { Input, NativeSelect, SimpleGrid, Textarea } from "@chakra-ui/react";
import type { ReactNode } from "react";
import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import type { FilterOption } from "./filter-select";
import { FormField } from "./form-field";

interface FieldProps<T extends FieldValues> {
  form: UseFormReturn<T>;
  name: Path<T>;
  label: string;
  required?: boolean;
  helper?: string;
}

function errorOf<T extends FieldValues>(form: UseFormReturn<T>, name: Path<T>): string | undefined {
  const error = form.formState.errors[name];
  return typeof error?.message === "string" ? error.message : undefined;
}

/** A text, number, date or e-mail input of a workspace form. */
export function TextInput<T extends FieldValues>({
  form,
  name,
  label,
  required,
  helper,
  type = "text",
  inputMode,
}: FieldProps<T> & { type?: string; inputMode?: "decimal" | "numeric" | "email" | "tel" }) {
  return (
    <FormField label={label} required={required} helper={helper} error={errorOf(form, name)}>
      <Input type={type} inputMode={inputMode} {...form.register(name)} />
    </FormField>
  );
}

export function TextAreaInput<T extends FieldValues>({ form, name, label, required, helper }: FieldProps<T>) {
  return (
    <FormField label={label} required={required} helper={helper} error={errorOf(form, name)}>
      <Textarea rows={3} resize="vertical" {...form.register(name)} />
    </FormField>
  );
}

/** A choice from a list; `multiple` lets several be picked (Ctrl or Shift with the keyboard). */
export function SelectInput<T extends FieldValues>({
  form,
  name,
  label,
  required,
  helper,
  options,
  placeholder,
  multiple,
}: FieldProps<T> & { options: readonly FilterOption[]; placeholder?: string; multiple?: boolean }) {
  return (
    <FormField label={label} required={required} helper={helper} error={errorOf(form, name)}>
      {multiple ? (
        <select
          multiple
          aria-label={label}
          size={Math.min(6, options.length)}
          style={{
            width: "100%",
            padding: "4px",
            borderRadius: "6px",
            border: "1px solid var(--chakra-colors-border)",
          }}
          {...form.register(name)}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      ) : (
        <NativeSelect.Root>
          <NativeSelect.Field {...form.register(name)}>
            {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      )}
    </FormField>
  );
}

/** Two fields side by side on a desk, stacked on a phone. */
export function FieldPair({ children }: { children: ReactNode }) {
  return (
    <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
      {children}
    </SimpleGrid>
  );
}

/** Options from values, labelled "In progress" for "in-progress". */
export function optionsOf(values: readonly string[], label: (value: string) => string): FilterOption[] {
  return values.map((value) => ({ value, label: label(value) }));
}
