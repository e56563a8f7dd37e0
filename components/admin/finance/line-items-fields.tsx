"use client";

import { Button, HStack, IconButton, Input, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { type FieldValues, type UseFormReturn, useFieldArray, useWatch } from "react-hook-form";
import { formatCurrency } from "../../../lib/admin/format.ts";
import { FormField } from "../kit/form-field.tsx";
import { invoiceTotals } from "./invoice-math.ts";

/** The part of a form the lines live in: an invoice's or a quote's. */
interface LinesForm {
  items: { description: string; quantity: string; unitPrice: string }[];
  taxRate: string;
}

const amount = (value: unknown) => {
  const number = Number(String(value ?? "").replace(/[$,]/g, ""));
  return Number.isFinite(number) ? number : 0;
};
const errorOf = (error: unknown) => (error as { message?: string } | undefined)?.message;

/**
 * A money document's lines (description, quantity, unit price; add and remove) and its subtotal, tax at
 * the form's rate and total, computed live as the database computes them.
 */
export function LineItemsFields<T extends FieldValues>({
  form,
  noun,
  legend,
  addLabel,
}: {
  form: UseFormReturn<T, unknown, unknown>;
  /** How a line is named in its fields' labels: "Item 1 description". */
  noun: string;
  legend: string;
  addLabel: string;
}) {
  // Both forms hold `items` and `taxRate` as typed; one view of them serves either.
  const lines = form as unknown as UseFormReturn<LinesForm>;
  const items = useFieldArray({ control: lines.control, name: "items" });
  const [watchedItems, taxRate] = useWatch({ control: lines.control, name: ["items", "taxRate"] });
  const totals = invoiceTotals(
    (watchedItems ?? []).map((item) => ({
      quantity: amount(item?.quantity),
      unitPrice: amount(item?.unitPrice),
    })),
    amount(taxRate),
  );
  const errors = lines.formState.errors;
  return (
    <>
      <fieldset>
        <Text as="legend" fontWeight="medium" mb="2">
          {legend}
        </Text>
        <Stack gap="3">
          {items.fields.map((field, index) => (
            <SimpleGrid key={field.id} columns={{ base: 1, sm: 4 }} gap="2" alignItems="end">
              <FormField
                label={`${noun} ${index + 1} description`}
                required
                error={errorOf(errors.items?.[index]?.description)}
                gridColumn={{ sm: "span 2" }}
              >
                <Input {...lines.register(`items.${index}.description`)} />
              </FormField>
              <FormField
                label={`${noun} ${index + 1} quantity`}
                required
                error={errorOf(errors.items?.[index]?.quantity)}
              >
                <Input inputMode="decimal" {...lines.register(`items.${index}.quantity`)} />
              </FormField>
              <HStack align="end" gap="1">
                <FormField
                  label={`${noun} ${index + 1} unit price`}
                  required
                  error={errorOf(errors.items?.[index]?.unitPrice)}
                >
                  <Input inputMode="decimal" {...lines.register(`items.${index}.unitPrice`)} />
                </FormField>
                <IconButton
                  aria-label={`Remove ${noun.toLowerCase()} ${index + 1}`}
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
            {addLabel}
          </Button>
        </Stack>
      </fieldset>
      <Stack gap="0" aria-live="polite" alignSelf="flex-end" textAlign="end">
        <Text>Subtotal: {formatCurrency(totals.subtotal)}</Text>
        <Text>Tax: {formatCurrency(totals.taxAmount)}</Text>
        <Text fontWeight="bold">Total: {formatCurrency(totals.total)}</Text>
      </Stack>
    </>
  );
}
