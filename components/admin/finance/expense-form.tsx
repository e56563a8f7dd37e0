"use client";

import { Input, SimpleGrid, Textarea } from "@chakra-ui/react";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { notify } from "@/components/ui/notify";
import type { ProjectOption } from "@/lib/admin/options";
import { todayIso } from "@/lib/admin/workspace/dates";
import { FormDialogShell } from "../kit/form-dialog-shell";
import { FormField } from "../kit/form-field";
import { recordOptions, SelectField } from "../kit/select-field";
import { useCreateForm } from "../kit/use-create-form";
import { createExpenseAction } from "./actions";
import { EXPENSE_CATEGORY_OPTIONS } from "./analytics";
import { type ExpenseInput, type ExpenseValues, expenseSchema } from "./expense-schema";

const FORM_ID = "add-expense";

/** 'Add Expense': stored as pending; the expenses list opens with it. */
export function ExpenseForm({ projects }: { projects: ProjectOption[] }) {
  const form = useForm<ExpenseInput, unknown, ExpenseValues>({
    resolver: zodResolver(expenseSchema),
    defaultValues: {
      description: "",
      amount: "",
      category: "software",
      date: todayIso(),
      projectId: "",
      notes: "",
    },
  });
  const { submit, submitting, message, close } = useCreateForm(createExpenseAction, () => {
    notify("expenseAdded");
    return { view: "expenses", q: null, status: null, invoice: null };
  });
  const errors = form.formState.errors;
  return (
    <FormDialogShell
      open
      onClose={close}
      title="Add Expense"
      formId={FORM_ID}
      submitLabel="Add Expense"
      submitting={submitting}
      onSubmit={form.handleSubmit(submit)}
      message={message}
    >
      <FormField label="Description" required error={errors.description?.message}>
        <Input {...form.register("description")} />
      </FormField>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <FormField label="Amount (USD)" required error={errors.amount?.message}>
          <Input inputMode="decimal" {...form.register("amount")} />
        </FormField>
        <FormField label="Date" required error={errors.date?.message}>
          <Input type="date" {...form.register("date")} />
        </FormField>
        <FormField label="Category" required error={errors.category?.message}>
          <SelectField options={EXPENSE_CATEGORY_OPTIONS} {...form.register("category")} />
        </FormField>
        <FormField label="Project" error={errors.projectId?.message}>
          <SelectField options={recordOptions("No project", projects)} {...form.register("projectId")} />
        </FormField>
      </SimpleGrid>
      <FormField label="Notes" error={errors.notes?.message}>
        <Textarea rows={3} {...form.register("notes")} />
      </FormField>
    </FormDialogShell>
  );
}
