import { Button } from "@chakra-ui/react";
import { formatCurrency, statusLabel } from "../../../lib/admin/format.ts";
import { formatDay } from "../../../lib/admin/workspace/dates.ts";
import { ItemCard } from "../kit/item-card.tsx";
import { Fact, Meter } from "../kit/meter.tsx";
import { StatusBadge } from "../kit/status-badge.tsx";
import { ToneBadge } from "../kit/tone-badge.tsx";
import type { ProjectRow } from "./queries.ts";

const PRIORITY_COLOURS: Record<string, string> = {
  low: "gray",
  medium: "blue",
  high: "orange",
  critical: "red",
};

export function PriorityBadge({ priority }: { priority: string }) {
  return <ToneBadge label={`${statusLabel(priority)} priority`} palette={PRIORITY_COLOURS[priority]} />;
}

export function ProjectCard({ project, onView }: { project: ProjectRow; onView: () => void }) {
  return (
    <ItemCard
      title={project.name}
      subtitle={`${project.client_name} · ${project.service_name}`}
      badges={
        <>
          <StatusBadge status={project.status} label={statusLabel(project.status)} />
          <PriorityBadge priority={project.priority} />
        </>
      }
      actions={
        <Button size="sm" variant="outline" onClick={onView} aria-label={`View ${project.name}`}>
          View
        </Button>
      }
    >
      <Meter label="Progress" value={project.progress} />
      <Fact label="Budget">{formatCurrency(project.budget)}</Fact>
      <Fact label="Deadline">{formatDay(project.deadline)}</Fact>
      <Fact label="Team lead">{project.team_lead ?? "Unassigned"}</Fact>
    </ItemCard>
  );
}
