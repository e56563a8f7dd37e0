"use client";

import { Text } from "@chakra-ui/react";
import { SERVER_STATUSES } from "../../../supabase/workspace.ts";
import { notify } from "../../ui/notify.ts";
import { AdminFormDialog, useAdminForm, useUrlDialog } from "../kit/admin-form.tsx";
import { FormField } from "../kit/form-field.tsx";
import { plainOptions, SelectField } from "../kit/select-field.tsx";
import { setServerStatusAction } from "./actions.ts";
import { type ServerStatusInput, serverStatusSchema } from "./manage-schema.ts";
import type { ManagedServer } from "./queries.ts";

/**
 * 'Manage': put a server into maintenance, back online, or mark it offline; stored at once, from the
 * version it was opened at (the caller keys it by that version, so Reload opens it with the newer row).
 */
export function ManageServer({ server, record }: ManagedServer) {
  const dialog = useUrlDialog("manage");
  const adminForm = useAdminForm({
    schema: serverStatusSchema,
    defaultValues: {
      serverId: record.id,
      version: record.version,
      status: record.status,
    } as ServerStatusInput,
    action: setServerStatusAction,
    after: dialog.after,
    onSaved: (_, values) => {
      notify("serverChanged", `${server.name} is now ${values.status}.`);
      dialog.closeWith();
    },
  });
  const { form } = adminForm;
  return (
    <AdminFormDialog
      adminForm={adminForm}
      onClose={dialog.close}
      title={`Manage ${server.name}`}
      submitLabel="Save status"
    >
      <Text color="fg.muted">
        {server.active_alerts} active alert{server.active_alerts === 1 ? "" : "s"}; resolve them from View,
        Alerts.
      </Text>
      <FormField label="Server status" error={form.formState.errors.status?.message}>
        <SelectField options={plainOptions(SERVER_STATUSES)} {...form.register("status")} />
      </FormField>
    </AdminFormDialog>
  );
}
