"use client";

import { Button, Flex, Stack } from "@chakra-ui/react";
import { formatCurrency } from "@/lib/admin/format";
import { statusLabel } from "@/lib/admin/inbox/filters";
import type { Read } from "@/lib/admin/query";
import type { ProjectDetail as ProjectDetailData, ProjectRow, ProjectsSummary } from "@/lib/admin/types";
import type { ProjectFormOptions } from "@/lib/admin/workspace/options";
import { WORKSPACE_SEARCH_MAX } from "@/lib/admin/workspace/params";
import { PROJECT_STATUSES } from "@/supabase/limits";
import { PROJECT_PRIORITIES } from "@/supabase/workspace";
import { DetailDialog } from "../kit/detail-dialog";
import { FilterSelect } from "../kit/filter-select";
import { optionsOf } from "../kit/form-fields";
import { ItemList } from "../kit/item-list";
import { SearchBox } from "../kit/search-box";
import { EmptyState, ErrorState } from "../kit/states";
import { SummaryCards } from "../kit/summary-cards";
import { useLoadFailureToast } from "../kit/use-load-failure";
import { useUrlState } from "../kit/use-url-state";
import { ProjectCard } from "./project-card";
import { ProjectDetail } from "./project-detail";
import { NewProjectDialog } from "./project-form";

const RESETS = ["project"];

/** Projects: summary, search, status and priority filters, cards, the detail and 'New Project'. */
export function ProjectsView({
  projects,
  summary,
  detail,
  openId,
  creating,
  options,
  filtered,
  failed,
}: {
  projects: ProjectRow[] | null;
  summary: ProjectsSummary | null;
  detail: Read<ProjectDetailData> | null;
  openId: string;
  creating: boolean;
  options: ProjectFormOptions | null;
  filtered: boolean;
  failed: boolean;
}) {
  const url = useUrlState();
  useLoadFailureToast(failed, "adminProjectsFailed");
  const clear = () => url.update({ q: null, status: null, priority: null, project: null });

  return (
    <Stack gap="5">
      {summary ? (
        <SummaryCards
          label="Projects summary"
          figures={[
            { label: "Total Projects", value: summary.total_projects },
            { label: "Active Projects", value: summary.active_projects },
            { label: "Completed Projects", value: summary.completed_projects },
            { label: "Total Budget", value: formatCurrency(summary.total_budget, { whole: true }) },
          ]}
        />
      ) : null}
      <Flex gap="3" wrap="wrap" align="flex-end">
        <SearchBox
          label="Search projects"
          placeholder="Name, description or client"
          maxLength={WORKSPACE_SEARCH_MAX}
          resets={RESETS}
        />
        <FilterSelect
          param="status"
          label="Status"
          allLabel="All statuses"
          options={optionsOf(PROJECT_STATUSES, statusLabel)}
          resets={RESETS}
        />
        <FilterSelect
          param="priority"
          label="Priority"
          allLabel="All priorities"
          options={optionsOf(PROJECT_PRIORITIES, statusLabel)}
          resets={RESETS}
        />
        <Button onClick={() => url.update({ new: "project" })}>New Project</Button>
      </Flex>
      <ItemList
        items={projects}
        label="Projects"
        noun="projects"
        filtered={filtered}
        onClear={clear}
        getKey={(project) => project.id}
        renderItem={(project) => (
          <ProjectCard project={project} onView={() => url.update({ project: project.id })} />
        )}
      />
      <DetailDialog
        open={Boolean(openId)}
        onClose={() => url.update({ project: null }, { replace: true })}
        title={detail?.data?.project.name ?? "Project"}
        description={detail?.data ? detail.data.project.client_name : undefined}
      >
        {!detail ? null : detail.failed ? (
          <ErrorState title="Could not load this project. The error has been logged." />
        ) : detail.data ? (
          <ProjectDetail detail={detail.data} />
        ) : (
          <EmptyState title="This project no longer exists." />
        )}
      </DetailDialog>
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
