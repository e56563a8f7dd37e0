"use client";

import { Badge, Button, HStack, Stack, Text, Textarea } from "@chakra-ui/react";
import { useTransition } from "react";
import { receivedFormat } from "../../../lib/admin/list-query.ts";
import { MESSAGE_MAX_LENGTH, messageSchema } from "../../../lib/portal/schema.ts";
import { notify } from "../../ui/notify.ts";
import { AdminInlineForm, useAdminForm } from "../kit/admin-form.tsx";
import { FormField } from "../kit/form-field.tsx";
import { sendAction } from "../kit/send-action.ts";
import { postStaffMessageAction, shareDocumentAction } from "./actions.ts";
import type { MessageRow } from "./queries.ts";

/** The project's thread with the client, oldest first, and staff's answer below it. */
export function ProjectMessages({
  projectId,
  messages,
}: {
  projectId: string;
  messages: readonly MessageRow[];
}) {
  const adminForm = useAdminForm({
    schema: messageSchema,
    defaultValues: { projectId, body: "" },
    action: postStaffMessageAction,
    resetOnSave: true,
    onSaved: () => notify("messagePosted"),
  });
  const { form } = adminForm;

  return (
    <Stack gap="4">
      {messages.length === 0 ? (
        <Text color="fg.muted">No messages yet. The client writes here from the portal, and so can you.</Text>
      ) : (
        <Stack as="ol" aria-label="Messages" gap="3" m="0" p="0" listStyleType="none">
          {messages.map((m) => (
            <Stack
              as="li"
              key={m.id}
              gap="1"
              borderWidth="1px"
              borderRadius="l2"
              p="3"
              bg={m.from_staff ? "bg.muted" : undefined}
            >
              <HStack gap="2" wrap="wrap">
                <Badge colorPalette={m.from_staff ? "gray" : "blue"} variant="subtle">
                  {m.from_staff ? "Staff" : "Client"}
                </Badge>
                <Text textStyle="sm" fontWeight="medium">
                  <bdi>{m.author_email}</bdi>
                </Text>
                <Text textStyle="xs" color="fg.muted">
                  <time dateTime={m.created_at}>{receivedFormat.format(new Date(m.created_at))}</time>
                </Text>
              </HStack>
              <Text whiteSpace="pre-wrap" dir="auto" overflowWrap="anywhere">
                {m.body}
              </Text>
            </Stack>
          ))}
        </Stack>
      )}
      <AdminInlineForm
        adminForm={adminForm}
        label="Answer the client"
        submitLabel="Send message"
        busyLabel="Sending..."
      >
        <FormField
          label="Message"
          required
          helper="The client's portal members get an e-mail."
          error={form.formState.errors.body?.message}
        >
          <Textarea maxLength={MESSAGE_MAX_LENGTH} rows={3} {...form.register("body")} />
        </FormField>
      </AdminInlineForm>
    </Stack>
  );
}

/** 'Share with client' on a document, or 'Stop sharing': the portal lists shared documents only. */
export function ShareDocumentButton({ id, name, shared }: { id: string; name: string; shared: boolean }) {
  const [pending, startSharing] = useTransition();
  return (
    <Button
      size="xs"
      variant="outline"
      alignSelf="flex-start"
      loading={pending}
      aria-label={`${shared ? "Stop sharing" : "Share with client"}: ${name}`}
      onClick={() =>
        startSharing(async () => {
          const result = await sendAction(() => shareDocumentAction({ documentId: id, shared: !shared }));
          if (!result.ok) return notify("workspaceNotSaved", result.message);
          notify("documentShared", name, !shared);
        })
      }
    >
      {shared ? "Stop sharing" : "Share with client"}
    </Button>
  );
}
