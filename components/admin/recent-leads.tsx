import { Alert, Badge, Box, Heading, Stack, Table, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { budgetOptions, evaluationServiceOptions, labelOf, timelineOptions } from "@/lib/validations/options";
import type { ContactSubmissionRow, LeadRead, ProjectEvaluationRow } from "./types";

const serviceLabels = [...evaluationServiceOptions, { value: "web-applications", label: "Web Applications" }];

const received = new Intl.DateTimeFormat("en-US", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "America/Chicago",
});

function Section({
  id,
  title,
  count,
  children,
}: {
  id: string;
  title: string;
  count: number;
  children: ReactNode;
}) {
  return (
    <Stack as="section" aria-labelledby={id} gap="3">
      <Heading
        id={id}
        as="h3"
        textStyle="md"
        fontWeight="semibold"
        display="flex"
        gap="2"
        alignItems="center"
      >
        {title}
        <Badge variant="subtle" borderRadius="full">
          {count}
        </Badge>
      </Heading>
      {children}
    </Stack>
  );
}

function ReadFailed({ what }: { what: string }) {
  return (
    <Alert.Root status="error" borderRadius="l2">
      <Alert.Indicator />
      <Alert.Description>
        Could not load {what}. The error has been logged; please reload the page.
      </Alert.Description>
    </Alert.Root>
  );
}

function Empty({ children }: { children: ReactNode }) {
  return (
    <Box
      borderWidth="1px"
      borderStyle="dashed"
      borderColor="border"
      borderRadius="l2"
      p="6"
      textAlign="center"
    >
      <Text color="fg.muted">{children}</Text>
    </Box>
  );
}

const cell = { maxW: "22rem", whiteSpace: "pre-wrap", wordBreak: "break-word" } as const;

/** The two submission reads of spec §7, newest first, as tables staff can scan. */
export function RecentLeads({
  contacts,
  evaluations,
}: {
  contacts: LeadRead<ContactSubmissionRow>;
  evaluations: LeadRead<ProjectEvaluationRow>;
}) {
  return (
    <Stack gap="8">
      <Section id="leads-evaluations" title="Project evaluations and quotes" count={evaluations.rows.length}>
        {evaluations.failed ? (
          <ReadFailed what="project evaluations" />
        ) : evaluations.rows.length === 0 ? (
          <Empty>No project evaluations yet.</Empty>
        ) : (
          <Table.ScrollArea borderWidth="1px" borderRadius="l2" maxH="32rem">
            <Table.Root size="sm" stickyHeader interactive>
              <Table.Caption srOnly>Project evaluations and quote requests, newest first</Table.Caption>
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>Received</Table.ColumnHeader>
                  <Table.ColumnHeader>Name</Table.ColumnHeader>
                  <Table.ColumnHeader>Email</Table.ColumnHeader>
                  <Table.ColumnHeader>Phone</Table.ColumnHeader>
                  <Table.ColumnHeader>Service</Table.ColumnHeader>
                  <Table.ColumnHeader>Budget</Table.ColumnHeader>
                  <Table.ColumnHeader>Timeline</Table.ColumnHeader>
                  <Table.ColumnHeader>Details</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {evaluations.rows.map((row) => (
                  <Table.Row key={row.id} verticalAlign="top">
                    <Table.Cell whiteSpace="nowrap">{received.format(new Date(row.created_at))}</Table.Cell>
                    <Table.Cell {...cell}>{row.name}</Table.Cell>
                    <Table.Cell {...cell}>{row.email}</Table.Cell>
                    <Table.Cell whiteSpace="nowrap">{row.phone ?? "—"}</Table.Cell>
                    <Table.Cell>{row.service ? labelOf(serviceLabels, row.service) : "—"}</Table.Cell>
                    <Table.Cell>
                      {row.estimated_budget ? labelOf(budgetOptions, row.estimated_budget) : "—"}
                    </Table.Cell>
                    <Table.Cell>{row.timeline ? labelOf(timelineOptions, row.timeline) : "—"}</Table.Cell>
                    <Table.Cell {...cell}>
                      <Text lineClamp={4} title={row.project_description ?? undefined}>
                        {[row.company && `Company: ${row.company}`, row.notes, row.project_description]
                          .filter(Boolean)
                          .join("\n") || "—"}
                      </Text>
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
        )}
      </Section>

      <Section id="leads-contacts" title="Contact messages" count={contacts.rows.length}>
        {contacts.failed ? (
          <ReadFailed what="contact messages" />
        ) : contacts.rows.length === 0 ? (
          <Empty>No contact messages yet.</Empty>
        ) : (
          <Table.ScrollArea borderWidth="1px" borderRadius="l2" maxH="32rem">
            <Table.Root size="sm" stickyHeader interactive>
              <Table.Caption srOnly>Contact messages, newest first</Table.Caption>
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>Received</Table.ColumnHeader>
                  <Table.ColumnHeader>Name</Table.ColumnHeader>
                  <Table.ColumnHeader>Email</Table.ColumnHeader>
                  <Table.ColumnHeader>Company</Table.ColumnHeader>
                  <Table.ColumnHeader>Message</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {contacts.rows.map((row) => (
                  <Table.Row key={row.id} verticalAlign="top">
                    <Table.Cell whiteSpace="nowrap">{received.format(new Date(row.created_at))}</Table.Cell>
                    <Table.Cell {...cell}>
                      {row.first_name} {row.last_name}
                    </Table.Cell>
                    <Table.Cell {...cell}>{row.email}</Table.Cell>
                    <Table.Cell {...cell}>{row.company ?? "—"}</Table.Cell>
                    <Table.Cell {...cell}>
                      <Text lineClamp={4}>{row.message}</Text>
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
        )}
      </Section>
    </Stack>
  );
}
