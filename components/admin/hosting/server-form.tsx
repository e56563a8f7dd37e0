"use client";

import { Input, SimpleGrid } from "@chakra-ui/react";
import { useWatch } from "react-hook-form";
import type { ClientOption, ProjectOption } from "../../../lib/admin/options.ts";
import { SERVER_STATUSES, SERVER_TYPES } from "../../../supabase/workspace.ts";
import { notify } from "../../ui/notify.ts";
import { AdminFormDialog, useAdminForm, useUrlDialog } from "../kit/admin-form.tsx";
import { FormField } from "../kit/form-field.tsx";
import { plainOptions, recordOptions, SelectField } from "../kit/select-field.tsx";
import { createServerAction } from "./actions.ts";
import { type ServerInput, serverSchema } from "./schema.ts";

/** 'Add Server', saved by 'Deploy Server'; the new server opens in the list. */
export function ServerForm({ clients, projects }: { clients: ClientOption[]; projects: ProjectOption[] }) {
  const dialog = useUrlDialog();
  const adminForm = useAdminForm({
    schema: serverSchema,
    defaultValues: {
      name: "",
      type: "cloud",
      provider: "",
      location: "",
      status: "online",
      ipAddress: "",
      domain: "",
      monthlyCost: "",
      clientId: "",
      projectId: "",
      securityScore: "90",
      performanceScore: "90",
    } as ServerInput,
    action: createServerAction,
    after: dialog.after,
    onSaved: (created) => {
      notify("serverDeployed");
      dialog.closeWith({ server: created.id, q: null, status: null, type: null });
    },
  });
  const { form } = adminForm;
  const clientId = useWatch({ control: form.control, name: "clientId" });
  const errors = form.formState.errors;
  const text = (
    name: keyof ServerInput,
    label: string,
    required = true,
    inputMode?: "decimal" | "numeric",
  ) => (
    <FormField label={label} required={required} error={errors[name]?.message}>
      <Input inputMode={inputMode} {...form.register(name)} />
    </FormField>
  );
  return (
    <AdminFormDialog
      adminForm={adminForm}
      onClose={dialog.close}
      title="Add Server"
      submitLabel="Deploy Server"
    >
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        {text("name", "Server name")}
        <FormField label="Type" required error={errors.type?.message}>
          <SelectField options={plainOptions(SERVER_TYPES)} {...form.register("type")} />
        </FormField>
        {text("provider", "Provider")}
        {text("location", "Location")}
        {text("ipAddress", "IP address")}
        {text("domain", "Domain", false)}
        <FormField label="Status" error={errors.status?.message}>
          <SelectField options={plainOptions(SERVER_STATUSES)} {...form.register("status")} />
        </FormField>
        {text("monthlyCost", "Monthly cost (USD)", true, "decimal")}
        <FormField label="Client" error={errors.clientId?.message}>
          <SelectField
            options={recordOptions("No client", clients)}
            {...form.register("clientId", { onChange: () => form.setValue("projectId", "") })}
          />
        </FormField>
        <FormField label="Project" error={errors.projectId?.message}>
          <SelectField
            options={recordOptions(
              "No project",
              projects.filter((p) => p.client_id === clientId),
            )}
            {...form.register("projectId")}
          />
        </FormField>
        {text("securityScore", "Security score (0-100)", true, "numeric")}
        {text("performanceScore", "Performance score (0-100)", true, "numeric")}
      </SimpleGrid>
    </AdminFormDialog>
  );
}
