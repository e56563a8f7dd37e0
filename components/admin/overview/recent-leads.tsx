import { Badge, Heading, Link, Stack, Table, Text } from "@chakra-ui/react";
import NextLink from "next/link";
import type { ReactNode } from "react";
import { receivedFormat as received } from "../../../lib/admin/list-query.ts";
import { budgetLabel, timelineLabel } from "../inbox/params.ts";
import { EmptyState, ErrorState } from "../kit/states.tsx";
import type { ContactSubmissionRow, LeadRead, ProjectEvaluationRow } from "./types.ts";

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

/** One kind of lead: its count, its newest rows as a table, or why there are none. */
function LeadSection<T extends { id: string; created_at: string }>({
  id,
  title,
  noun,
  caption,
  read,
  columns,
  cells,
}: {
  id: string;
  title: string;
  /** "project evaluations", for the empty and failed states. */
  noun: string;
  caption: string;
  read: LeadRead<T>;
  /** The headers after Received. */
  columns: string[];
  /** The cells after Received. */
  cells: (row: T) => ReactNode;
}) {
  return (
    <Section id={id} title={title} count={read.total}>
      {read.failed ? (
        <ErrorState title={`Could not load ${noun}. The error has been logged; please reload the page.`} />
      ) : read.rows.length === 0 ? (
        <EmptyState title={`No ${noun} yet.`} />
      ) : (
        <>
          <Glance read={read} />
          <Table.ScrollArea borderWidth="1px" borderRadius="l2" maxH="32rem">
            <Table.Root size="sm" stickyHeader interactive>
              <Table.Caption srOnly>{caption}</Table.Caption>
              <Table.Header>
                <Table.Row>
                  {["Received", ...columns].map((column) => (
                    <Table.ColumnHeader key={column}>{column}</Table.ColumnHeader>
                  ))}
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {read.rows.map((row) => (
                  <Table.Row key={row.id} verticalAlign="top">
                    <Table.Cell whiteSpace="nowrap">{received.format(new Date(row.created_at))}</Table.Cell>
                    {cells(row)}
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
        </>
      )}
    </Section>
  );
}

/** The latest project evaluations and contact messages, newest first, as tables staff can scan. */
export function RecentLeads({
  contacts,
  evaluations,
}: {
  contacts: LeadRead<ContactSubmissionRow>;
  evaluations: LeadRead<ProjectEvaluationRow & { service_name: string | null }>;
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
      <LeadSection
        id="leads-evaluations"
        title="Project evaluations and quotes"
        noun="project evaluations"
        caption="Project evaluations and quote requests, newest first"
        read={evaluations}
        columns={["Name", "Email", "Phone", "Service", "Budget", "Timeline", "Details"]}
        cells={(row) => (
          <>
            <Table.Cell {...cell}>
              <InboxLink id={row.id}>{row.name}</InboxLink>
            </Table.Cell>
            <Table.Cell {...cell}>{row.email}</Table.Cell>
            <Table.Cell whiteSpace="nowrap">{row.phone ?? "—"}</Table.Cell>
            <Table.Cell>{row.service_name || "—"}</Table.Cell>
            <Table.Cell>{budgetLabel(row.estimated_budget) || "—"}</Table.Cell>
            <Table.Cell>{timelineLabel(row.timeline) || "—"}</Table.Cell>
            <Table.Cell {...cell}>
              <Text lineClamp={4}>
                {[row.company && `Company: ${row.company}`, row.notes, row.project_description]
                  .filter(Boolean)
                  .join("\n") || "—"}
              </Text>
            </Table.Cell>
          </>
        )}
      />
      <LeadSection
        id="leads-contacts"
        title="Contact messages"
        noun="contact messages"
        caption="Contact messages, newest first"
        read={contacts}
        columns={["Name", "Email", "Company", "Message"]}
        cells={(row) => (
          <>
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
          </>
        )}
      />
    </Stack>
  );
}
