import { HStack, Stack, Text } from "@chakra-ui/react";
import { formatCurrency, statusLabel } from "../../../lib/admin/format.ts";
import { formatDay } from "../../../lib/admin/workspace/dates.ts";
import { ExpenseDecision } from "../finance/expense-decision.tsx";
import { ArchiveButton } from "../kit/archive-button.tsx";
import { DetailTabs } from "../kit/detail-tabs.tsx";
import { FieldList } from "../kit/field-list.tsx";
import { Fact, Meter } from "../kit/meter.tsx";
import { RecordHeading } from "../kit/record-heading.tsx";
import { RecordList } from "../kit/record-list.tsx";
import { StatusBadge } from "../kit/status-badge.tsx";
import { ToneBadge } from "../kit/tone-badge.tsx";
import { PriorityBadge } from "./project-card.tsx";
import { ProjectMessages, ShareDocumentButton } from "./project-messages.tsx";
import { ProjectQuotes } from "./project-quotes.tsx";
import {
  AddMilestoneForm,
  AddTaskForm,
  CompleteButton,
  EditTaskForm,
  LogTimeForm,
  ProjectExpenseForm,
  ProjectStatusForm,
} from "./project-work.tsx";
import type { ProjectDetail as ProjectDetailData } from "./queries.ts";

/** A project in full: its six tabs, and the thread with the client (Messages). */
export function ProjectDetail({ detail }: { detail: ProjectDetailData }) {
  const {
    project,
    record,
    milestones,
    tasks,
    documents,
    notes,
    timeEntries,
    expenses,
    messages,
    quotes,
    request,
  } = detail;
  const taskTitles = new Map(tasks.map((task) => [task.id, task.title]));
  return (
    <DetailTabs
      label="Project details"
      tabs={[
        {
          value: "overview",
          label: "Overview",
          content: (
            <Stack gap="4">
              <Meter label="Progress" value={project.progress} />
              <ProjectStatusForm key={record.version} project={record} />
              <FieldList
                fields={[
                  { label: "Client", value: project.client_name },
                  {
                    label: "Service",
                    value: `${project.service_name} (${statusLabel(project.service_type)})`,
                  },
                  {
                    label: "Status",
                    value: <StatusBadge status={project.status} label={statusLabel(project.status)} />,
                  },
                  { label: "Priority", value: <PriorityBadge priority={project.priority} /> },
                  { label: "Start date", value: formatDay(project.start_date) },
                  { label: "End date", value: formatDay(project.end_date) },
                  { label: "Deadline", value: formatDay(project.deadline) },
                  { label: "Budget", value: formatCurrency(project.budget) },
                  { label: "Actual cost", value: formatCurrency(project.actual_cost) },
                  { label: "Team lead", value: project.team_lead },
                  { label: "Assigned team", value: project.assigned_team.join(", ") },
                  { label: "Tags", value: project.tags.join(", ") },
                  { label: "Description", value: project.description },
                ]}
              />
            </Stack>
          ),
        },
        {
          value: "milestones",
          label: "Milestones",
          content: (
            <Stack gap="4">
              <RecordList
                items={milestones}
                label="Milestones"
                empty="No milestones yet."
                getKey={(m) => m.id}
                render={(m) => (
                  <Stack gap="2">
                    <RecordHeading
                      title={m.name}
                      badges={<StatusBadge status={m.status} label={statusLabel(m.status)} />}
                    />
                    {m.description ? <Text color="fg.muted">{m.description}</Text> : null}
                    <Meter label="Progress" value={m.progress} />
                    {m.due_date ? <Fact label="Due">{formatDay(m.due_date)}</Fact> : null}
                    <HStack gap="2" wrap="wrap">
                      {m.status === "completed" ? null : (
                        <CompleteButton kind="milestone" id={m.id} name={m.name} />
                      )}
                      <ArchiveButton kind="project_milestones" id={m.id} label={m.name} size="xs" />
                    </HStack>
                  </Stack>
                )}
              />
              <AddMilestoneForm projectId={project.id} />
            </Stack>
          ),
        },
        {
          value: "tasks",
          label: "Tasks",
          content: (
            <Stack gap="4">
              <RecordList
                items={tasks}
                label="Tasks"
                empty="No tasks yet."
                getKey={(t) => t.id}
                render={(t) => (
                  <Stack gap="1">
                    <RecordHeading
                      title={t.title}
                      badges={
                        <>
                          <StatusBadge status={t.status} label={statusLabel(t.status)} />
                          <PriorityBadge priority={t.priority} />
                        </>
                      }
                    />
                    {t.description ? <Text color="fg.muted">{t.description}</Text> : null}
                    <Fact label="Assigned to">{t.assignee?.name ?? "Nobody yet"}</Fact>
                    <Fact label="Hours">
                      {t.actual_hours} of {t.estimated_hours} estimated
                    </Fact>
                    <HStack gap="2" wrap="wrap">
                      {t.status === "completed" ? null : (
                        <CompleteButton kind="task" id={t.id} version={t.version} name={t.title} />
                      )}
                      <ArchiveButton kind="project_tasks" id={t.id} label={t.title} size="xs" />
                    </HStack>
                    <EditTaskForm key={`${t.id}-${t.version}`} project={project} task={t} />
                  </Stack>
                )}
              />
              <AddTaskForm project={project} />
            </Stack>
          ),
        },
        {
          value: "documents",
          label: "Documents",
          content: (
            <RecordList
              items={documents}
              label="Documents"
              empty="No documents yet."
              getKey={(d) => d.id}
              render={(d) => (
                <Stack gap="1">
                  <RecordHeading
                    title={d.name}
                    badges={
                      <>
                        <ToneBadge label={statusLabel(d.file_type)} palette="purple" />
                        {d.shared_with_client ? (
                          <ToneBadge label="Shared with client" palette="green" />
                        ) : null}
                      </>
                    }
                  />
                  <Fact label="Uploaded">{formatDay(d.uploaded_at)}</Fact>
                  <ShareDocumentButton id={d.id} name={d.name} shared={d.shared_with_client} />
                </Stack>
              )}
            />
          ),
        },
        {
          value: "quotes",
          label: `Quotes (${quotes.length})`,
          content: (
            <ProjectQuotes
              projectId={project.id}
              projectName={project.name}
              projectStatus={project.status}
              quotes={quotes}
              request={request}
            />
          ),
        },
        {
          value: "messages",
          label: `Messages (${messages.length})`,
          content: <ProjectMessages projectId={project.id} messages={messages} />,
        },
        {
          value: "notes",
          label: "Notes",
          content: (
            <RecordList
              items={notes}
              label="Notes"
              empty="No notes yet."
              getKey={(n) => n.id}
              render={(n) => (
                <Stack gap="1">
                  <RecordHeading
                    title={n.title}
                    badges={n.is_private ? <ToneBadge label="Private" palette="orange" /> : null}
                  />
                  <Text whiteSpace="pre-wrap">{n.content}</Text>
                  <Fact label="Written">{formatDay(n.created_at)}</Fact>
                </Stack>
              )}
            />
          ),
        },
        {
          value: "time",
          label: "Time & Expenses",
          content: (
            <Stack gap="4">
              <FieldList
                fields={[
                  { label: "Hours logged", value: String(project.hours_logged) },
                  { label: "Billable hours", value: String(project.billable_hours) },
                  { label: "Actual cost", value: formatCurrency(project.actual_cost) },
                ]}
              />
              <LogTimeForm project={project} tasks={tasks} />
              <RecordList
                items={timeEntries}
                label="Time entries"
                empty="No time logged yet."
                getKey={(e) => e.id}
                render={(e) => (
                  <RecordHeading
                    title={[
                      formatDay(e.date),
                      `${e.hours} h`,
                      taskTitles.get(e.task_id ?? "") ?? null,
                      e.description,
                    ]
                      .filter(Boolean)
                      .join(" · ")}
                    badges={
                      <>
                        <ToneBadge
                          label={e.billable ? "Billable" : "Not billable"}
                          palette={e.billable ? "green" : "gray"}
                        />
                        <ArchiveButton
                          kind="project_time_entries"
                          id={e.id}
                          label={e.description}
                          size="xs"
                        />
                      </>
                    }
                  />
                )}
              />
              <ProjectExpenseForm projectId={project.id} />
              <RecordList
                items={expenses}
                label="Project expenses"
                empty="No expenses yet."
                getKey={(e) => e.id}
                render={(e) => (
                  <RecordHeading
                    title={`${formatDay(e.date)} · ${e.description} · ${formatCurrency(e.amount)}`}
                    badges={
                      <>
                        <ToneBadge label={statusLabel(e.category)} />
                        <StatusBadge status={e.status} label={statusLabel(e.status)} />
                        {e.status === "pending" ? (
                          <ExpenseDecision id={e.id} description={e.description} />
                        ) : null}
                        {/* An approved expense is money spent: it stays on record, as in Finance. */}
                        {e.status === "approved" ? null : (
                          <ArchiveButton kind="expenses" id={e.id} label={e.description} size="xs" />
                        )}
                      </>
                    }
                  />
                )}
              />
            </Stack>
          ),
        },
      ]}
    />
  );
}
