"use client";

import { Avatar, Button, HStack, Stack } from "@chakra-ui/react";
import {
  formatAverage,
  formatRating,
  initials,
  skillPreview,
  statusLabel,
} from "../../../lib/admin/format.ts";
import type { ListPage, Read } from "../../../lib/admin/query.ts";
import { TEAM_DEPARTMENTS, TEAM_ROLES, TEAM_STATUSES } from "../../../supabase/workspace.ts";
import { notify } from "../../ui/notify.ts";
import { ArchiveButton } from "../kit/archive-button.tsx";
import { optionsOf } from "../kit/form-fields.tsx";
import { ItemCard } from "../kit/item-card.tsx";
import { ItemList } from "../kit/item-list.tsx";
import { ListToolbar } from "../kit/list-toolbar.tsx";
import { Fact, Meter } from "../kit/meter.tsx";
import { OpenDetailDialog } from "../kit/read-detail-dialog.tsx";
import { StatGrid } from "../kit/stat-card.tsx";
import { ErrorState } from "../kit/states.tsx";
import { StatusBadge } from "../kit/status-badge.tsx";
import { ToneBadge } from "../kit/tone-badge.tsx";
import { useLoadFailureToast } from "../kit/use-load-failure.ts";
import { useUrlChange, useUrlState } from "../kit/use-url-state.ts";
import { ViewButton } from "../kit/view-button.tsx";
import { TeamMemberDetail } from "./member-detail.tsx";
import { MemberDialog } from "./member-form.tsx";
import { TEAM_SORTS } from "./params.ts";
import type { TeamMemberDetail as TeamMemberDetailData, TeamMemberRow, TeamSummary } from "./queries.ts";

const RESETS = ["member"];

export function MemberAvatar({ name }: { name: string }) {
  return (
    <Avatar.Root size="md" colorPalette="red" aria-hidden="true" flexShrink={0}>
      <Avatar.Fallback>{initials(name)}</Avatar.Fallback>
    </Avatar.Root>
  );
}

/** Team: summary, search, department, role and status filters, member cards, detail, 'Add Team Member'. */
export function TeamView({
  members,
  summary,
  detail,
  openId,
  creating,
  filtered,
  failed,
}: {
  members: ListPage<TeamMemberRow>;
  summary: TeamSummary | null;
  detail: Read<TeamMemberDetailData | null> | null;
  openId: string;
  creating: boolean;
  filtered: boolean;
  failed: boolean;
}) {
  const url = useUrlChange();
  useLoadFailureToast(failed, "adminTeamFailed");
  return (
    <Stack gap="5">
      {summary ? (
        <StatGrid
          label="Team summary"
          stats={[
            { label: "Total Team", value: summary.total_team },
            { label: "Active Members", value: summary.active_members },
            { label: "Avg Performance", value: formatAverage(summary.avg_performance), help: "out of 5.0" },
            { label: "Total Projects", value: summary.total_projects },
          ]}
        />
      ) : (
        <ErrorState title="Could not load the summary. The error has been logged." />
      )}
      <ListToolbar
        searchLabel="Search team"
        placeholder="Name, position or email"
        resets={RESETS}
        sort={TEAM_SORTS}
        filters={[
          {
            param: "department",
            label: "Department",
            allLabel: "All departments",
            options: optionsOf(TEAM_DEPARTMENTS, statusLabel),
          },
          {
            param: "role",
            label: "Role",
            allLabel: "All roles",
            options: optionsOf(TEAM_ROLES, statusLabel),
          },
          {
            param: "status",
            label: "Status",
            allLabel: "All statuses",
            options: optionsOf(TEAM_STATUSES, statusLabel),
          },
        ]}
        action={<Button onClick={() => url.update({ new: "member" })}>Add Team Member</Button>}
      />
      <ItemList
        list={members}
        onLoadFailed={() => notify("adminTeamFailed")}
        label="Team members"
        noun="team members"
        filtered={filtered}
        onClear={() => url.update({ q: null, department: null, role: null, status: null, member: null })}
        getKey={(member) => member.id}
        renderItem={(member) => {
          const skills = skillPreview(member.skills);
          return (
            <ItemCard
              title={member.name}
              subtitle={member.position}
              leading={<MemberAvatar name={member.name} />}
              badges={
                <>
                  <StatusBadge status={member.status} label={statusLabel(member.status)} />
                  <ToneBadge label={statusLabel(member.department)} palette="purple" />
                  <ToneBadge label={statusLabel(member.role)} palette="blue" />
                </>
              }
              actions={
                <>
                  <ViewButton
                    param="member"
                    id={member.id}
                    name={member.name}
                    onView={() => url.update({ member: member.id })}
                  />
                  <Button asChild size="sm" variant="ghost">
                    <a href={`mailto:${member.email}`} aria-label={`Contact ${member.name}`}>
                      Contact
                    </a>
                  </Button>
                </>
              }
            >
              <HStack gap="1" wrap="wrap" aria-label="Skills">
                {skills.shown.map((skill) => (
                  <ToneBadge key={skill} label={skill} />
                ))}
                {skills.more ? <ToneBadge label={skills.more} palette="gray" /> : null}
              </HStack>
              <Fact label="Performance">{formatRating(member.performance_rating)}</Fact>
              <Fact label="Projects">{member.projects_count}</Fact>
              <Meter label="Availability" value={member.availability} />
            </ItemCard>
          );
        }}
      />
      <MemberDetail detail={detail} openId={openId} />
      <MemberDialog
        open={creating}
        onClose={() => url.update({ new: null }, { replace: true })}
        onSaved={(id) =>
          url.update(
            { new: null, q: null, department: null, role: null, status: null, member: id },
            { replace: true },
          )
        }
      />
    </Stack>
  );
}

/** The open member's detail, which gives way to its edit form while the URL asks for one (`edit=member`). */
function MemberDetail({
  detail,
  openId,
}: {
  detail: Read<TeamMemberDetailData | null> | null;
  openId: string;
}) {
  const url = useUrlState();
  const edited = url.get("edit") === "member" ? (detail?.data?.member ?? null) : null;
  return (
    <>
      <OpenDetailDialog
        param="member"
        openId={openId}
        hidden={Boolean(edited)}
        onClose={() => url.update({ member: null }, { replace: true })}
        read={detail}
        noun="team member"
        title={(data) => data.member.name}
        description={(data) => data.member.position}
      >
        {(data) => (
          <>
            <HStack gap="2" mb="4" wrap="wrap">
              <Button size="sm" variant="outline" onClick={() => url.update({ edit: "member" })}>
                Edit member
              </Button>
              <ArchiveButton
                kind="team_members"
                id={data.member.id}
                label={data.member.name}
                onArchived={() => url.update({ member: null }, { replace: true })}
              />
            </HStack>
            <TeamMemberDetail detail={data} />
          </>
        )}
      </OpenDetailDialog>
      {edited ? (
        <MemberDialog
          key={`${edited.id}-${edited.version}`}
          open
          member={edited}
          onClose={() => url.update({ edit: null }, { replace: true })}
          onSaved={(_id) => {
            notify("memberSaved", edited.name);
            url.update({ edit: null }, { replace: true });
          }}
        />
      ) : null}
    </>
  );
}
