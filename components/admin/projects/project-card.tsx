import { formatCurrency, statusLabel } from "../../../lib/admin/format.ts";
import { formatDay } from "../../../lib/admin/workspace/dates.ts";
import { ItemCard } from "../kit/item-card.tsx";
import { Fact, Meter } from "../kit/meter.tsx";
import { StatusBadge } from "../kit/status-badge.tsx";
import { ToneBadge } from "../kit/tone-badge.tsx";
import { ViewButton } from "../kit/view-button.tsx";
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
      actions={<ViewButton param="project" id={project.id} name={project.name} onView={onView} />}
    >
      <Meter label="Progress" value={project.progress} />
      <Fact label="Budget">{formatCurrency(project.budget)}</Fact>
      <Fact label="Deadline">{formatDay(project.deadline)}</Fact>
      <Fact label="Team lead">{project.team_lead ?? "Unassigned"}</Fact>
    </ItemCard>
  );
}
