import { HStack, Link, Stack, Text } from "@chakra-ui/react";
import { formatCurrency, formatRating, statusLabel, usageColor } from "../../../lib/admin/format.ts";
import { formatDay } from "../../../lib/admin/workspace/dates.ts";
import { DetailTabs } from "../kit/detail-tabs.tsx";
import { FieldList } from "../kit/field-list.tsx";
import { Fact, Meter } from "../kit/meter.tsx";
import { RecordHeading } from "../kit/record-heading.tsx";
import { RecordList } from "../kit/record-list.tsx";
import { StatusBadge } from "../kit/status-badge.tsx";
import { ToneBadge } from "../kit/tone-badge.tsx";
import { ProjectList } from "../projects/project-list.tsx";
import type { TeamMemberDetail as TeamMemberDetailData } from "./queries.ts";

function Tags({ items, empty }: { items: readonly string[]; empty: string }) {
  if (items.length === 0) return <>{empty}</>;
  return (
    <HStack as="span" gap="1" wrap="wrap">
      {items.map((item) => (
        <ToneBadge key={item} label={item} />
      ))}
    </HStack>
  );
}

/** A team member in full: overview, skills, achievements, projects, workload. */
export function TeamMemberDetail({ detail }: { detail: TeamMemberDetailData }) {
  const { member, achievements, certifications, projects } = detail;
  return (
    <DetailTabs
      label="Team member details"
      tabs={[
        {
          value: "overview",
          label: "Overview",
          content: (
            <FieldList
              fields={[
                { label: "Email", value: <Link href={`mailto:${member.email}`}>{member.email}</Link> },
                { label: "Phone", value: member.phone },
                { label: "Department", value: statusLabel(member.department) },
                { label: "Role", value: statusLabel(member.role) },
                {
                  label: "Status",
                  value: <StatusBadge status={member.status} label={statusLabel(member.status)} />,
                },
                { label: "Performance", value: formatRating(member.performance_rating) },
                { label: "Experience", value: `${member.experience_years} years` },
                { label: "Hourly rate", value: formatCurrency(member.hourly_rate) },
                { label: "Availability", value: `${member.availability}%` },
                { label: "Location", value: member.location },
                { label: "Time zone", value: member.timezone },
                { label: "Joined", value: formatDay(member.joined_date) },
                { label: "Last active", value: formatDay(member.last_active) },
                { label: "Education", value: member.education },
                { label: "Languages", value: member.languages.join(", ") },
                { label: "Bio", value: member.bio },
              ]}
            />
          ),
        },
        {
          value: "skills",
          label: "Skills",
          content: (
            <FieldList
              fields={[
                { label: "Skills", value: <Tags items={member.skills} empty="No skills listed." /> },
                {
                  label: "Specializations",
                  value: <Tags items={member.specializations} empty="No specializations listed." />,
                },
                {
                  label: "Certifications",
                  value:
                    certifications.length === 0
                      ? "No certifications yet."
                      : certifications
                          .map((c) => `${c.name} (${c.issuer}, ${formatDay(c.issued_date)})`)
                          .join("\n"),
                },
              ]}
            />
          ),
        },
        {
          value: "achievements",
          label: "Achievements",
          content: (
            <RecordList
              items={achievements}
              label="Achievements"
              empty="No achievements yet."
              getKey={(a) => a.id}
              render={(a) => (
                <Stack gap="1">
                  <RecordHeading
                    title={a.title}
                    badges={<ToneBadge label={statusLabel(a.type)} palette="yellow" />}
                  />
                  {a.description ? <Text color="fg.muted">{a.description}</Text> : null}
                  <Fact label="Date">{formatDay(a.date)}</Fact>
                </Stack>
              )}
            />
          ),
        },
        {
          value: "projects",
          label: "Projects",
          content: (
            <Stack gap="3">
              <Text textStyle="sm" color="fg.muted">
                {member.projects_count} projects, {member.completed_projects} completed.
              </Text>
              <ProjectList projects={projects} label="Member projects" />
            </Stack>
          ),
        },
        {
          value: "workload",
          label: "Workload",
          content: (
            <Stack gap="4">
              <Meter
                label="Utilization"
                value={member.utilization_rate}
                color={usageColor(member.utilization_rate)}
              />
              <FieldList
                fields={[
                  { label: "Hours this week", value: `${member.current_hours} of ${member.max_hours}` },
                  { label: "Utilization", value: `${member.utilization_rate}%` },
                  { label: "Upcoming deadlines", value: String(member.upcoming_deadlines) },
                  { label: "Overdue tasks", value: String(member.overdue_tasks) },
                  { label: "Current projects", value: member.current_projects.join(", ") || "None" },
                ]}
              />
            </Stack>
          ),
        },
      ]}
    />
  );
}
