import NextLink from "next/link";
import { formatDay } from "../../lib/admin/workspace/dates.ts";
import type { PortalProject } from "../../lib/portal/queries.ts";
import { css } from "../../styled-system/css/index.mjs";
import { link, muted, ProgressBar, StatusPill } from "./portal-ui.tsx";

/** What happens next on a project, in one line: its next milestone, or where it stands. */
export function nextStep(project: PortalProject): string {
  if (project.status === "completed")
    return "Delivered. Write to us in the project's messages for anything else.";
  if (project.status === "cancelled") return "This project was cancelled.";
  if (project.next_milestone) {
    return project.next_milestone_due
      ? `Next: ${project.next_milestone}, due ${formatDay(project.next_milestone_due)}`
      : `Next: ${project.next_milestone}`;
  }
  if (project.status === "new" || project.status === "in-review")
    return "Next: we review your request and plan the work.";
  if (project.status === "quoted") return "Next: your approval of our quote.";
  return `Next: delivery by ${formatDay(project.deadline)}`;
}

/** The client's projects, each with its status, progress, milestones done and what happens next. */
export function ProjectCards({ projects }: { projects: readonly PortalProject[] }) {
  if (projects.length === 0) return <p className={muted}>No projects yet.</p>;
  return (
    <ul
      aria-label="Your projects"
      className={css({
        display: "grid",
        gridTemplateColumns: { base: "1fr", md: "repeat(2, minmax(0, 1fr))" },
        gap: "4",
        listStyle: "none",
        m: "0",
        p: "0",
      })}
    >
      {projects.map((project) => (
        <li
          key={project.id}
          className={css({
            borderRadius: "l3",
            borderWidth: "1px",
            borderColor: "border",
            bg: "bg.panel",
            p: { base: "4", md: "5" },
            display: "flex",
            flexDirection: "column",
            gap: "3",
            minW: "0",
          })}
        >
          <div
            className={css({
              display: "flex",
              justifyContent: "space-between",
              gap: "3",
              alignItems: "flex-start",
            })}
          >
            <h3
              className={css({ textStyle: "lg", fontWeight: "semibold", m: "0", overflowWrap: "anywhere" })}
            >
              <NextLink href={`/portal/projects/${project.id}`} className={link}>
                {project.name}
              </NextLink>
            </h3>
            <StatusPill status={project.status} />
          </div>
          <ProgressBar value={project.progress} label={`${project.name} progress`} />
          <p className={css({ m: "0", textStyle: "sm" })}>
            {project.milestones_completed} of {project.milestones_total} milestones done · Deadline{" "}
            {formatDay(project.deadline)}
          </p>
          <p className={css({ m: "0", fontWeight: "medium" })}>{nextStep(project)}</p>
          <p className={css({ m: "0", textStyle: "sm", color: "fg.muted" })}>
            {project.message_count === 0 ? "No messages yet" : `${project.message_count} messages`}
          </p>
        </li>
      ))}
    </ul>
  );
}
