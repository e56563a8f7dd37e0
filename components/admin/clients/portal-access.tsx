"use client";

import { Button, HStack, Input, Stack, Text } from "@chakra-ui/react";
import { useTransition } from "react";
import { formatDay } from "../../../lib/admin/workspace/dates.ts";
import { portalInviteSchema } from "../../../lib/portal/schema.ts";
import { notify } from "../../ui/notify.ts";
import { AdminInlineForm, useAdminForm } from "../kit/admin-form.tsx";
import { FormField } from "../kit/form-field.tsx";
import { RecordHeading } from "../kit/record-heading.tsx";
import { RecordList } from "../kit/record-list.tsx";
import { sendAction } from "../kit/send-action.ts";
import { ToneBadge } from "../kit/tone-badge.tsx";
import { inviteToPortalAction, revokePortalAccessAction } from "./actions.ts";
import type { PortalMemberRow } from "./queries.ts";

function accessState(member: PortalMemberRow): { label: string; palette: string } {
  if (member.revoked_at) return { label: "Revoked", palette: "gray" };
  if (member.accepted_at) return { label: "Active", palette: "green" };
  return { label: "Invited", palette: "blue" };
}

/**
 * Who follows this client in the portal, and 'Invite to portal': the invitation mails the address a link
 * to set a password, and the account sees this client's projects, issued invoices, shared documents and
 * messages. 'Revoke' ends that at once.
 */
export function PortalAccess({
  clientId,
  contactEmail,
  members,
}: {
  clientId: string;
  contactEmail: string;
  members: readonly PortalMemberRow[];
}) {
  const adminForm = useAdminForm({
    schema: portalInviteSchema,
    defaultValues: { clientId, email: contactEmail },
    action: inviteToPortalAction,
    onSaved: (result, values) => notify("portalInvited", values.email.trim(), result.mailed),
  });
  const { form } = adminForm;

  return (
    <Stack gap="4">
      <Text color="fg.muted">
        Portal members sign in to follow this client&apos;s projects, issued invoices, shared documents and
        project messages. They see nothing of other clients or of staff notes, time and costs.
      </Text>
      <RecordList
        items={members}
        label="Portal access"
        empty="Nobody has access to the portal yet."
        getKey={(m) => m.id}
        render={(m) => {
          const state = accessState(m);
          return (
            <Stack gap="1">
              <RecordHeading
                title={m.email}
                badges={<ToneBadge label={state.label} palette={state.palette} />}
              />
              <Text textStyle="sm" color="fg.muted">
                Invited {formatDay(m.invited_at)}
                {m.accepted_at ? ` · joined ${formatDay(m.accepted_at)}` : ""}
                {m.revoked_at ? ` · revoked ${formatDay(m.revoked_at)}` : ""}
              </Text>
              {m.revoked_at ? null : <RevokeButton memberId={m.id} email={m.email} />}
            </Stack>
          );
        }}
      />
      <AdminInlineForm adminForm={adminForm} label="Invite to portal" busyLabel="Inviting...">
        <FormField
          label="Email"
          required
          error={form.formState.errors.email?.message}
          helper="The invitation's link lets them set a password."
        >
          <Input type="email" autoComplete="off" {...form.register("email")} />
        </FormField>
      </AdminInlineForm>
    </Stack>
  );
}

function RevokeButton({ memberId, email }: { memberId: string; email: string }) {
  const [pending, startRevoking] = useTransition();
  return (
    <HStack>
      <Button
        size="xs"
        variant="outline"
        colorPalette="red"
        loading={pending}
        loadingText="Revoking..."
        aria-label={`Revoke portal access of ${email}`}
        onClick={() =>
          startRevoking(async () => {
            const result = await sendAction(() => revokePortalAccessAction({ memberId }));
            if (!result.ok) return notify("workspaceNotSaved", result.message);
            notify("portalRevoked", email);
          })
        }
      >
        Revoke
      </Button>
    </HStack>
  );
}
