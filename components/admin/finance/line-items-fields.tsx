"use client";

import { Button, HStack, IconButton, Input, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { type Control, type FieldErrors, type UseFormRegister, useFieldArray } from "react-hook-form";
import { FormField } from "../kit/form-field";
import type { InvoiceItemInput } from "./invoice-schema";

/** The part of a form that holds invoice lines: an invoice's, or a recurring invoice's. */
export interface LineItemsForm {
  items: InvoiceItemInput[];
}

const errorOf = (error: unknown) => (error as { message?: string } | undefined)?.message;

/**
 * The 'Line items' fieldset: description, quantity and unit price of each line, a way to remove one (never
 * the last) and 'Add line item'. `control` and `register` are the form's own.
 */
export function LineItemsFields({
  control,
  register,
  errors,
}: {
  control: Control<LineItemsForm>;
  register: UseFormRegister<LineItemsForm>;
  errors: FieldErrors<LineItemsForm>;
}) {
  const items = useFieldArray({ control, name: "items" });
  return (
    <fieldset>
      <Text as="legend" fontWeight="medium" mb="2">
        Line items
      </Text>
      <Stack gap="3">
        {items.fields.map((field, index) => (
          <SimpleGrid key={field.id} columns={{ base: 1, sm: 4 }} gap="2" alignItems="end">
            <FormField
              label={`Item ${index + 1} description`}
              required
              error={errorOf(errors.items?.[index]?.description)}
              gridColumn={{ sm: "span 2" }}
            >
              <Input {...register(`items.${index}.description`)} />
            </FormField>
            <FormField
              label={`Item ${index + 1} quantity`}
              required
              error={errorOf(errors.items?.[index]?.quantity)}
            >
              <Input inputMode="decimal" {...register(`items.${index}.quantity`)} />
            </FormField>
            <HStack align="end" gap="1">
              <FormField
                label={`Item ${index + 1} unit price`}
                required
                error={errorOf(errors.items?.[index]?.unitPrice)}
              >
                <Input inputMode="decimal" {...register(`items.${index}.unitPrice`)} />
              </FormField>
              <IconButton
                aria-label={`Remove item ${index + 1}`}
                variant="ghost"
                size="sm"
                disabled={items.fields.length === 1}
                onClick={() => items.remove(index)}
              >
                ×
              </IconButton>
            </HStack>
          </SimpleGrid>
        ))}
        {errors.items?.message || errors.items?.root?.message ? (
          <Text color="red.700" textStyle="sm">
            {errors.items?.message ?? errors.items?.root?.message}
          </Text>
        ) : null}
        <Button
          alignSelf="flex-start"
          size="sm"
          variant="outline"
          onClick={() => items.append({ description: "", quantity: "1", unitPrice: "" })}
        >
          Add line item
        </Button>
      </Stack>
    </fieldset>
  );
}
