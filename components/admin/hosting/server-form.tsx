"use client";

import { Input, SimpleGrid } from "@chakra-ui/react";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, useWatch } from "react-hook-form";
import { notify } from "@/components/ui/notify";
import type { ClientOption, ProjectOption } from "@/lib/admin/options";
import { SERVER_STATUSES, SERVER_TYPES } from "@/supabase/workspace";
import { FormDialogShell } from "../kit/form-dialog-shell";
import { FormField } from "../kit/form-field";
import { plainOptions, recordOptions, SelectField } from "../kit/select-field";
import { useCreateForm } from "../kit/use-create-form";
import { createServerAction } from "./actions";
import { type ServerInput, type ServerValues, serverSchema } from "./schema";

const FORM_ID = "add-server";

/** 'Add Server', saved by 'Deploy Server'; the new server opens in the list. */
export function ServerForm({ clients, projects }: { clients: ClientOption[]; projects: ProjectOption[] }) {
  const form = useForm<ServerInput, unknown, ServerValues>({
    resolver: zodResolver(serverSchema),
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
    },
  });
  const clientId = useWatch({ control: form.control, name: "clientId" });
  const { submit, submitting, message, close } = useCreateForm(createServerAction, (created) => {
    notify("serverDeployed");
    return { server: created.id, q: null, status: null, type: null };
  });
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
    <FormDialogShell
      open
      onClose={close}
      title="Add Server"
      formId={FORM_ID}
      submitLabel="Deploy Server"
      submitting={submitting}
      onSubmit={form.handleSubmit(submit)}
      message={message}
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
    </FormDialogShell>
  );
}
