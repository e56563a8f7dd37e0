"use client";

import { statusLabel } from "../../../lib/admin/format.ts";
import { todayIso } from "../../../lib/admin/workspace/dates.ts";
import { TEAM_DEPARTMENTS, TEAM_ROLES, TEAM_STATUSES } from "../../../supabase/workspace.ts";
import { AdminFormDialog, useAdminForm } from "../kit/admin-form.tsx";
import { FieldPair, optionsOf, SelectInput, TextAreaInput, TextInput } from "../kit/form-fields.tsx";
import { createTeamMemberAction, updateTeamMemberAction } from "./actions.ts";
import type { TeamMemberRecord } from "./queries.ts";
import { type TeamMemberInput, teamMemberSchema } from "./schema.ts";

const EMPTY = {
  name: "",
  email: "",
  phone: "",
  position: "",
  department: TEAM_DEPARTMENTS[0],
  role: "developer",
  status: "active",
  hourlyRate: "",
  experienceYears: "",
  availability: "100",
  skills: "",
  location: "",
  bio: "",
};

/** The form's values for a member as stored, for 'Edit member'. */
function memberValues(member: TeamMemberRecord) {
  return {
    name: member.name,
    email: member.email,
    phone: member.phone ?? "",
    position: member.position,
    department: member.department,
    role: member.role,
    status: member.status,
    hourlyRate: String(member.hourly_rate),
    experienceYears: String(member.experience_years),
    availability: String(member.availability),
    skills: member.skills.join(", "),
    location: member.location ?? "",
    bio: member.bio ?? "",
    joinedDate: member.joined_date,
  };
}

/**
 * 'Add Team Member' (opened by the button or by `new=member` in the URL) and, given a `member`,
 * 'Edit member' (Save Changes), sent with the version it was opened from; the caller keys it by that
 * version, so Reload after a refused save opens it with the newer row.
 */
export function MemberDialog({
  open,
  member = null,
  onClose,
  onSaved,
}: {
  open: boolean;
  member?: TeamMemberRecord | null;
  onClose: () => void;
  onSaved: (id: string) => void;
}) {
  const adminForm = useAdminForm({
    schema: teamMemberSchema,
    defaultValues: (member
      ? memberValues(member)
      : { ...EMPTY, joinedDate: todayIso() }) as unknown as TeamMemberInput,
    action: member ? updateTeamMemberAction : createTeamMemberAction,
    send: (values) => (member ? { memberId: member.id, version: member.version, values } : values),
    // onSaved moves the URL (the dialog closes): that renders the area.
    after: "navigate",
    resetOnSave: true,
    onSaved: (result) => onSaved(result.id),
  });
  const { form } = adminForm;
  return (
    <AdminFormDialog
      adminForm={adminForm}
      open={open}
      onClose={onClose}
      title={member ? `Edit ${member.name}` : "Add Team Member"}
      submitLabel={member ? "Save Changes" : "Add Member"}
    >
      <FieldPair>
        <TextInput form={form} name="name" label="Name" required />
        <TextInput form={form} name="position" label="Position" required />
      </FieldPair>
      <FieldPair>
        <TextInput form={form} name="email" label="Email" type="email" inputMode="email" required />
        <TextInput form={form} name="phone" label="Phone" type="tel" inputMode="tel" />
      </FieldPair>
      <FieldPair>
        <SelectInput
          form={form}
          name="department"
          label="Department"
          options={optionsOf(TEAM_DEPARTMENTS, statusLabel)}
        />
        <SelectInput form={form} name="role" label="Role" options={optionsOf(TEAM_ROLES, statusLabel)} />
      </FieldPair>
      <FieldPair>
        <SelectInput
          form={form}
          name="status"
          label="Status"
          options={optionsOf(TEAM_STATUSES, statusLabel)}
        />
        <TextInput form={form} name="joinedDate" label="Joined date" type="date" required />
      </FieldPair>
      <FieldPair>
        <TextInput form={form} name="hourlyRate" label="Hourly rate (USD)" inputMode="decimal" required />
        <TextInput
          form={form}
          name="experienceYears"
          label="Years of experience"
          inputMode="numeric"
          required
        />
      </FieldPair>
      <FieldPair>
        <TextInput form={form} name="availability" label="Availability (%)" inputMode="numeric" />
        <TextInput form={form} name="location" label="Location" />
      </FieldPair>
      <TextInput form={form} name="skills" label="Skills" helper="Separate skills with commas." />
      <TextAreaInput form={form} name="bio" label="Bio" />
    </AdminFormDialog>
  );
}
