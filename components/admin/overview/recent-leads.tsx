import { Badge, Heading, Link, Stack, Table, Text } from "@chakra-ui/react";
import NextLink from "next/link";
import type { ReactNode } from "react";
import { budgetLabel, serviceLabel, timelineLabel } from "@/components/admin/inbox/params";
import { receivedFormat as received } from "@/lib/admin/list-query";
import { EmptyState, ErrorState } from "../kit/states";
import type { ContactSubmissionRow, LeadRead, ProjectEvaluationRow } from "./types";

/** The lead in full, with its workflow, in the Inbox tab. */
function InboxLink({ id, children }: { id: string; children: ReactNode }) {
  return (
    <Link asChild color="brand.fg" fontWeight="medium">
      <NextLink href={`/admin/inbox?lead=${id}`}>{children}</NextLink>
    </Link>
  );
}

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
          {count.toLocaleString("en-US")}
        </Badge>
      </Heading>
      {children}
    </Stack>
  );
}

/** "Showing the newest 20 of 1,320.", when the glance holds fewer than all of them. */
function Glance({ read }: { read: LeadRead<unknown> }) {
  if (read.rows.length >= read.total) return null;
  return (
    <Text color="fg.muted" textStyle="sm">
      Showing the newest {read.rows.length} of {read.total.toLocaleString("en-US")}.
    </Text>
  );
}

// dir="auto" isolates what visitors typed: direction controls in it stay inside its cell.
const cell = { maxW: "22rem", whiteSpace: "pre-wrap", wordBreak: "break-word", dir: "auto" } as const;

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
      <Text color="fg.muted">
        The newest leads at a glance; open a name for the lead in full, or{" "}
        <Link asChild color="brand.fg" fontWeight="medium">
          <NextLink href="/admin/inbox">see every lead in the Inbox</NextLink>
        </Link>
        .
      </Text>
      <Section id="leads-evaluations" title="Project evaluations and quotes" count={evaluations.total}>
        {evaluations.failed ? (
          <ErrorState title="Could not load project evaluations. The error has been logged; please reload the page." />
        ) : evaluations.rows.length === 0 ? (
          <EmptyState title="No project evaluations yet." />
        ) : (
          <>
            <Glance read={evaluations} />
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
                      <Table.Cell {...cell}>
                        <InboxLink id={row.id}>{row.name}</InboxLink>
                      </Table.Cell>
                      <Table.Cell {...cell}>{row.email}</Table.Cell>
                      <Table.Cell whiteSpace="nowrap">{row.phone ?? "—"}</Table.Cell>
                      <Table.Cell>{serviceLabel(row.service) || "—"}</Table.Cell>
                      <Table.Cell>{budgetLabel(row.estimated_budget) || "—"}</Table.Cell>
                      <Table.Cell>{timelineLabel(row.timeline) || "—"}</Table.Cell>
                      <Table.Cell {...cell}>
                        <Text lineClamp={4}>
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
          </>
        )}
      </Section>

      <Section id="leads-contacts" title="Contact messages" count={contacts.total}>
        {contacts.failed ? (
          <ErrorState title="Could not load contact messages. The error has been logged; please reload the page." />
        ) : contacts.rows.length === 0 ? (
          <EmptyState title="No contact messages yet." />
        ) : (
          <>
            <Glance read={contacts} />
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
                        <InboxLink id={row.id}>
                          {row.first_name} {row.last_name}
                        </InboxLink>
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
          </>
        )}
      </Section>
    </Stack>
  );
}
