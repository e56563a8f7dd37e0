import { Badge, HStack, Stack, Text } from "@chakra-ui/react";
import { receivedFormat } from "../../../lib/admin/list-query.ts";
import { EmptyState } from "../kit/states.tsx";
import type { ActivityEvent, ActivityKind } from "./queries.ts";

const KIND: Record<ActivityKind, { label: string; palette: string }> = {
  lead: { label: "Lead", palette: "blue" },
  "status-change": { label: "Project", palette: "purple" },
  "invoice-paid": { label: "Payment", palette: "green" },
  invoice: { label: "Invoice", palette: "teal" },
  expense: { label: "Expense", palette: "yellow" },
  client: { label: "Client", palette: "cyan" },
  alert: { label: "Alert", palette: "orange" },
  service: { label: "Service", palette: "pink" },
  "team member": { label: "Team", palette: "gray" },
  server: { label: "Server", palette: "orange" },
  milestone: { label: "Project", palette: "purple" },
  task: { label: "Project", palette: "purple" },
  "time entry": { label: "Project", palette: "purple" },
  "project expense": { label: "Project", palette: "purple" },
  message: { label: "Message", palette: "blue" },
  "portal access": { label: "Portal", palette: "cyan" },
  quote: { label: "Quote", palette: "purple" },
  "recurring invoice": { label: "Invoice", palette: "teal" },
};

/** The newest real events: leads, project status changes, staff's money moves and server alerts. */
export function RecentActivity({ events }: { events: readonly ActivityEvent[] }) {
  if (events.length === 0) return <EmptyState title="Nothing has happened yet." />;
  return (
    <Stack as="ol" aria-label="Recent activity" gap="2" m="0" p="0" listStyleType="none">
      {events.map((event) => (
        <HStack
          as="li"
          key={`${event.kind}-${event.id}`}
          align="flex-start"
          gap="3"
          borderBottomWidth="1px"
          borderColor="border.muted"
          pb="2"
        >
          <Badge colorPalette={KIND[event.kind].palette} variant="subtle" flexShrink={0} mt="0.5">
            {KIND[event.kind].label}
          </Badge>
          <Stack gap="0" minW="0" flex="1">
            <Text fontWeight="medium">{event.title}</Text>
            <Text textStyle="sm" color="fg.muted" overflowWrap="anywhere">
              {event.detail}
            </Text>
          </Stack>
          <Text textStyle="xs" color="fg.muted" flexShrink={0}>
            <time dateTime={event.occurred_at}>{receivedFormat.format(new Date(event.occurred_at))}</time>
          </Text>
        </HStack>
      ))}
    </Stack>
  );
}
