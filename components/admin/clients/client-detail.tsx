import { Link, Text } from "@chakra-ui/react";
import { formatCurrency, statusLabel } from "../../../lib/admin/format.ts";
import { formatDay } from "../../../lib/admin/workspace/dates.ts";
import { DetailTabs } from "../kit/detail-tabs.tsx";
import { FieldList } from "../kit/field-list.tsx";
import { StatusBadge } from "../kit/status-badge.tsx";
import { ProjectList } from "../projects/project-list.tsx";
import { BillingSettings } from "./billing-settings.tsx";
import { PortalAccess } from "./portal-access.tsx";
import type { ClientDetail as ClientDetailData } from "./queries.ts";

/** A client in full: Overview, Projects, Contact, Notes, with its derived figures (projects, revenue), Billing and Portal. */
export function ClientDetail({ detail }: { detail: ClientDetailData }) {
  const { client, projects, portalMembers, billing } = detail;
  return (
    <DetailTabs
      label="Client details"
      tabs={[
        {
          value: "overview",
          label: "Overview",
          content: (
            <FieldList
              fields={[
                { label: "Company", value: client.company },
                { label: "Industry", value: client.industry },
                {
                  label: "Status",
                  value: <StatusBadge status={client.status} label={statusLabel(client.status)} />,
                },
                { label: "Total revenue", value: formatCurrency(client.total_revenue) },
                { label: "Active projects", value: String(client.active_projects) },
                { label: "Completed projects", value: String(client.completed_projects) },
                {
                  label: "Avg project value",
                  value:
                    client.average_project_value === null ? "" : formatCurrency(client.average_project_value),
                },
                { label: "Client since", value: formatDay(client.created_at) },
              ]}
            />
          ),
        },
        {
          value: "projects",
          label: "Projects",
          content: <ProjectList projects={projects} label="Client projects" />,
        },
        {
          value: "contact",
          label: "Contact",
          content: (
            <FieldList
              fields={[
                { label: "Name", value: client.name },
                { label: "Email", value: <Link href={`mailto:${client.email}`}>{client.email}</Link> },
                {
                  label: "Phone",
                  value: client.phone ? <Link href={`tel:${client.phone}`}>{client.phone}</Link> : "",
                },
                {
                  label: "Website",
                  // Only web addresses become links: a stored "javascript:" must never be clickable.
                  value:
                    client.website && /^https?:\/\//i.test(client.website) ? (
                      <Link href={client.website} target="_blank" rel="noopener noreferrer">
                        {client.website}
                      </Link>
                    ) : (
                      client.website
                    ),
                },
                { label: "Address", value: client.address },
              ]}
            />
          ),
        },
        {
          value: "notes",
          label: "Notes",
          content: (
            <Text whiteSpace="pre-wrap" color={client.notes ? undefined : "fg.muted"}>
              {client.notes || "No notes yet."}
            </Text>
          ),
        },
        {
          value: "billing",
          label: "Billing",
          content: (
            <BillingSettings
              key={billing?.updated_at ?? "none"}
              clientId={client.id}
              company={client.company}
              contactEmail={client.email}
              billing={billing}
            />
          ),
        },
        {
          value: "portal",
          label: "Portal",
          content: <PortalAccess clientId={client.id} contactEmail={client.email} members={portalMembers} />,
        },
      ]}
    />
  );
}
