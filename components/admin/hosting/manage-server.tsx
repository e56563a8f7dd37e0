"use client";

import { Text } from "@chakra-ui/react";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { notify } from "@/components/ui/notify";
import { SERVER_STATUSES } from "@/supabase/workspace";
import { FormDialogShell } from "../kit/form-dialog-shell";
import { FormField } from "../kit/form-field";
import { plainOptions, SelectField } from "../kit/select-field";
import { useCreateForm } from "../kit/use-create-form";
import { setServerStatusAction } from "./actions";
import { type ServerStatusInput, type ServerStatusValues, serverStatusSchema } from "./manage-schema";
import type { ServerRow } from "./queries";

const FORM_ID = "manage-server";

/** 'Manage': put a server into maintenance, back online, or mark it offline; stored at once. */
export function ManageServer({ server }: { server: ServerRow }) {
  const form = useForm<ServerStatusInput, unknown, ServerStatusValues>({
    resolver: zodResolver(serverStatusSchema),
    defaultValues: { serverId: server.id, status: server.status },
  });
  const { submit, submitting, message, close } = useCreateForm(
    setServerStatusAction,
    () => {
      notify("serverChanged", `${server.name} is now ${form.getValues("status")}.`);
      return {};
    },
    "manage",
  );
  return (
    <FormDialogShell
      open
      onClose={close}
      title={`Manage ${server.name}`}
      formId={FORM_ID}
      submitLabel="Save status"
      submitting={submitting}
      onSubmit={form.handleSubmit(submit)}
      message={message}
    >
      <Text color="fg.muted">
        {server.active_alerts} active alert{server.active_alerts === 1 ? "" : "s"}; resolve them from View,
        Alerts.
      </Text>
      <FormField label="Server status" error={form.formState.errors.status?.message}>
        <SelectField options={plainOptions(SERVER_STATUSES)} {...form.register("status")} />
      </FormField>
    </FormDialogShell>
  );
}
