"use client";

import { Button, HStack, Stack } from "@chakra-ui/react";
import { formatCurrency, statusLabel } from "../../../lib/admin/format.ts";
import type { ListPage, Read } from "../../../lib/admin/query.ts";
import type { ProjectFormOptions } from "../../../lib/admin/workspace/options.ts";
import { PROJECT_STATUSES } from "../../../supabase/limits.ts";
import { PROJECT_PRIORITIES } from "../../../supabase/workspace.ts";
import { notify } from "../../ui/notify.ts";
import { ArchiveButton } from "../kit/archive-button.tsx";
import { optionsOf } from "../kit/form-fields.tsx";
import { ItemList } from "../kit/item-list.tsx";
import { ListToolbar } from "../kit/list-toolbar.tsx";
import { OpenDetailDialog } from "../kit/read-detail-dialog.tsx";
import { StatGrid } from "../kit/stat-card.tsx";
import { ErrorState } from "../kit/states.tsx";
import { useLoadFailureToast } from "../kit/use-load-failure.ts";
import { useUrlChange } from "../kit/use-url-state.ts";
import { PROJECT_SORTS } from "./params.ts";
import { ProjectCard } from "./project-card.tsx";
import { ProjectDetail } from "./project-detail.tsx";
import { EditProjectDialog, NewProjectDialog } from "./project-form.tsx";
import type { ProjectDetail as ProjectDetailData, ProjectRow, ProjectsSummary } from "./queries.ts";

const RESETS = ["project"];

/** Projects: summary, search, status and priority filters, cards, the detail and 'New Project'. */
export function ProjectsView({
  projects,
  summary,
  detail,
  openId,
  creating,
  editing,
  options,
  filtered,
  failed,
}: {
  projects: ListPage<ProjectRow>;
  summary: ProjectsSummary | null;
  detail: Read<ProjectDetailData | null> | null;
  openId: string;
  creating: boolean;
  editing: boolean;
  options: ProjectFormOptions | null;
  filtered: boolean;
  failed: boolean;
}) {
  const url = useUrlChange();
  useLoadFailureToast(failed, "adminProjectsFailed");
  const clear = () => url.update({ q: null, status: null, priority: null, project: null });
  const edited = editing ? (detail?.data ?? null) : null;

  return (
    <Stack gap="5">
      {summary ? (
        <StatGrid
          label="Projects summary"
          stats={[
            { label: "Total Projects", value: summary.total_projects },
            { label: "Active Projects", value: summary.active_projects },
            { label: "Completed Projects", value: summary.completed_projects },
            { label: "Total Budget", value: formatCurrency(summary.total_budget, { whole: true }) },
          ]}
        />
      ) : (
        <ErrorState title="Could not load the summary. The error has been logged." />
      )}
      <ListToolbar
        searchLabel="Search projects"
        placeholder="Name, description or client"
        resets={RESETS}
        sort={PROJECT_SORTS}
        filters={[
          {
            param: "status",
            label: "Status",
            allLabel: "All statuses",
            options: optionsOf(PROJECT_STATUSES, statusLabel),
          },
          {
            param: "priority",
            label: "Priority",
            allLabel: "All priorities",
            options: optionsOf(PROJECT_PRIORITIES, statusLabel),
          },
        ]}
        action={<Button onClick={() => url.update({ new: "project" })}>New Project</Button>}
      />
      <ItemList
        list={projects}
        label="Projects"
        onLoadFailed={() => notify("adminProjectsFailed")}
        noun="projects"
        filtered={filtered}
        onClear={clear}
        getKey={(project) => project.id}
        renderItem={(project) => (
          <ProjectCard project={project} onView={() => url.update({ project: project.id })} />
        )}
      />
      <OpenDetailDialog
        param="project"
        openId={openId}
        hidden={Boolean(edited)}
        onClose={() => url.update({ project: null }, { replace: true })}
        read={detail}
        noun="project"
        title={(data) => data.project.name}
        description={(data) => data.project.client_name}
      >
        {(data) => (
          <>
            <HStack gap="2" mb="4" wrap="wrap">
              <Button size="sm" variant="outline" onClick={() => url.update({ edit: "project" })}>
                Edit project
              </Button>
              <ArchiveButton
                kind="projects"
                id={data.project.id}
                label={data.project.name}
                onArchived={() => url.update({ project: null }, { replace: true })}
              />
            </HStack>
            <ProjectDetail detail={data} />
          </>
        )}
      </OpenDetailDialog>
      {edited ? (
        <EditProjectDialog
          key={`${edited.record.id}-${edited.record.version}`}
          record={edited.record}
          clientName={edited.project.client_name}
          options={options}
          onClose={() => url.update({ edit: null }, { replace: true })}
          onSaved={(name) => {
            notify("projectSaved", name);
            url.update({ edit: null }, { replace: true });
          }}
        />
      ) : null}
      <NewProjectDialog
        open={creating}
        options={options}
        onClose={() => url.update({ new: null }, { replace: true })}
        onSaved={(id) =>
          url.update({ new: null, q: null, status: null, priority: null, project: id }, { replace: true })
        }
      />
    </Stack>
  );
}
