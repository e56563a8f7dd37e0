"use client";

import { Input, SimpleGrid, Textarea } from "@chakra-ui/react";
import type { ProjectOption } from "../../../lib/admin/options.ts";
import { todayIso } from "../../../lib/admin/workspace/dates.ts";
import { notify } from "../../ui/notify.ts";
import { AdminFormDialog, useAdminForm, useUrlDialog } from "../kit/admin-form.tsx";
import { FormField } from "../kit/form-field.tsx";
import { recordOptions, SelectField } from "../kit/select-field.tsx";
import { createExpenseAction } from "./actions.ts";
import { EXPENSE_CATEGORY_OPTIONS } from "./analytics.ts";
import { type ExpenseInput, expenseSchema } from "./expense-schema.ts";

/** 'Add Expense': stored as pending; the expenses list opens with it. */
export function ExpenseForm({ projects }: { projects: ProjectOption[] }) {
  const dialog = useUrlDialog();
  const adminForm = useAdminForm({
    schema: expenseSchema,
    defaultValues: {
      description: "",
      amount: "",
      category: "software",
      date: todayIso(),
      projectId: "",
      notes: "",
    } as ExpenseInput,
    action: createExpenseAction,
    after: dialog.after,
    onSaved: () => {
      notify("expenseAdded");
      dialog.closeWith({ view: "expenses", q: null, status: null, invoice: null });
    },
  });
  const { form } = adminForm;
  const errors = form.formState.errors;
  return (
    <AdminFormDialog
      adminForm={adminForm}
      onClose={dialog.close}
      title="Add Expense"
      submitLabel="Add Expense"
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
    </AdminFormDialog>
  );
}
