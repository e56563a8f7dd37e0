import { Stack } from "@chakra-ui/react";
import { formatCurrency, statusLabel } from "../../../lib/admin/format.ts";
import { formatDay } from "../../../lib/admin/workspace/dates.ts";
import { Fact } from "../kit/meter.tsx";
import { RecordHeading } from "../kit/record-heading.tsx";
import { RecordList } from "../kit/record-list.tsx";
import { StatusBadge } from "../kit/status-badge.tsx";
import type { ProjectRow } from "./queries.ts";

/** Projects of a client or a team member, as a detail tab lists them. */
export function ProjectList({ projects, label }: { projects: readonly ProjectRow[]; label: string }) {
  return (
    <RecordList
      items={projects}
      label={label}
      empty="No projects yet."
      getKey={(p) => p.id}
      render={(p) => (
        <Stack gap="1">
          <RecordHeading
            title={p.name}
            badges={<StatusBadge status={p.status} label={statusLabel(p.status)} />}
          />
          <Fact label="Client">{p.client_name}</Fact>
          <Fact label="Budget">{formatCurrency(p.budget)}</Fact>
          <Fact label="Deadline">{formatDay(p.deadline)}</Fact>
        </Stack>
      )}
    />
  );
}
