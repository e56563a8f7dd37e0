"use client";

import { Box, Checkbox, Fieldset, Input, NativeSelect, SimpleGrid, Textarea } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { Controller, type FieldValues, type Path, type UseFormReturn } from "react-hook-form";
import type { FilterOption } from "./filter-select.tsx";
import { FormField } from "./form-field.tsx";

// Any form of the kit (useAdminForm), whatever its schema's output.
// biome-ignore lint/suspicious/noExplicitAny: the fields read errors and register names only
type AnyForm<T extends FieldValues> = UseFormReturn<T, any, any>;

interface FieldProps<T extends FieldValues> {
  form: AnyForm<T>;
  name: Path<T>;
  label: string;
  required?: boolean;
  helper?: string;
}

function errorOf<T extends FieldValues>(form: AnyForm<T>, name: Path<T>): string | undefined {
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

/** A yes or no of a workspace form: one check box holding a boolean. */
export function CheckboxInput<T extends FieldValues>({
  form,
  name,
  label,
  alignSelf,
}: Pick<FieldProps<T>, "form" | "name" | "label"> & { alignSelf?: "end" }) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <Checkbox.Root
          alignSelf={alignSelf}
          checked={field.value}
          onCheckedChange={(details) => field.onChange(details.checked === true)}
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{label}</Checkbox.Label>
        </Checkbox.Root>
      )}
    />
  );
}

/** A choice from a list, the platform's picker on a phone. */
export function SelectInput<T extends FieldValues>({
  form,
  name,
  label,
  required,
  helper,
  options,
  placeholder,
}: FieldProps<T> & { options: readonly FilterOption[]; placeholder?: string }) {
  return (
    <FormField label={label} required={required} helper={helper} error={errorOf(form, name)}>
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
    </FormField>
  );
}

/**
 * Several choices from a list, as a group of check boxes: a tap (or Space) toggles one, with no key
 * to hold, and each row is a touch target of 44 px. The field's value is the list of checked values.
 */
export function CheckboxGroupInput<T extends FieldValues>({
  form,
  name,
  label,
  helper,
  options,
}: FieldProps<T> & { options: readonly FilterOption[] }) {
  const error = errorOf(form, name);
  return (
    <Fieldset.Root invalid={Boolean(error)}>
      <Fieldset.Legend fontWeight="medium">{label}</Fieldset.Legend>
      {helper ? <Fieldset.HelperText>{helper}</Fieldset.HelperText> : null}
      <SimpleGrid
        columns={{ base: 1, sm: 2 }}
        gap="1"
        maxH="15rem"
        overflowY="auto"
        borderWidth="1px"
        borderRadius="l2"
        p="1"
      >
        {options.map((option) => (
          <Box
            as="label"
            key={option.value}
            display="flex"
            alignItems="center"
            gap="2"
            minH="11"
            px="2"
            borderRadius="l1"
            cursor="pointer"
            _hover={{ bg: "bg.muted" }}
          >
            <input
              type="checkbox"
              value={option.value}
              style={{ width: 18, height: 18 }}
              {...form.register(name)}
            />
            {option.label}
          </Box>
        ))}
      </SimpleGrid>
      {error ? <Fieldset.ErrorText color="red.700">{error}</Fieldset.ErrorText> : null}
    </Fieldset.Root>
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
