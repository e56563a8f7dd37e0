"use client";

import { Alert, Button, List } from "@chakra-ui/react";
import { KIND_LABELS } from "./params.ts";
import type { FailedNotices } from "./queries.ts";

type Shown = Extract<FailedNotices, { ok: true }>;

/** Staff e-mails about new leads that every attempt failed to deliver: the leads are safe here. */
export function UndeliveredNotices({ notices, onOpen }: { notices: Shown; onOpen: (id: string) => void }) {
  const more = notices.count - notices.leads.length;
  return (
    <Alert.Root status="warning" borderRadius="l2" role="region" aria-labelledby="undelivered-notices">
      <Alert.Indicator />
      <Alert.Content gap="2" minW="0">
        <Alert.Title id="undelivered-notices">
          {notices.count === 1
            ? "1 new-lead e-mail could not be sent"
            : `${notices.count} new-lead e-mails could not be sent`}
        </Alert.Title>
        <Alert.Description>
          The leads are all stored. Open one to see why its e-mail failed and send it again.
        </Alert.Description>
        <List.Root gap="1" ps="4">
          {notices.leads.map((lead) => (
            <List.Item key={lead.id}>
              <Button
                variant="plain"
                size="sm"
                px="0"
                h="auto"
                whiteSpace="normal"
                textAlign="start"
                overflowWrap="anywhere"
                onClick={() => onOpen(lead.id)}
              >
                {KIND_LABELS[lead.kind]}: {lead.name ?? lead.email}
              </Button>
            </List.Item>
          ))}
        </List.Root>
        {more > 0 ? <Alert.Description>and {more} more.</Alert.Description> : null}
      </Alert.Content>
    </Alert.Root>
  );
}
