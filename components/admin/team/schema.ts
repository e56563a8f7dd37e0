import { emailField, optionalPhone, optionalText, requiredText } from "../../../lib/validations/fields.ts";
import {
  dateField,
  money,
  oneOf,
  orNull,
  rowId,
  rowVersion,
  textList,
  wholeNumber,
} from "../../../lib/validations/workspace/fields.ts";
import { z } from "../../../lib/validations/zod-config.ts";
import {
  TEAM_DEPARTMENTS,
  TEAM_ROLES,
  TEAM_STATUSES,
  WORKSPACE_LIMITS,
} from "../../../supabase/workspace.ts";

/** 'Add Team Member'. */
export const teamMemberSchema = z.object({
  name: requiredText("Name", WORKSPACE_LIMITS.name),
  email: emailField(),
  phone: optionalPhone(),
  position: requiredText("Position", WORKSPACE_LIMITS.position),
  department: oneOf(TEAM_DEPARTMENTS, "department"),
  role: oneOf(TEAM_ROLES, "role"),
  status: oneOf(TEAM_STATUSES, "status").default("active"),
  hourlyRate: money("Hourly rate"),
  experienceYears: wholeNumber("Years of experience", 0, WORKSPACE_LIMITS.experienceYears),
  availability: wholeNumber("Availability (%)", 0, 100).default(100),
  skills: textList("Skills", WORKSPACE_LIMITS.skills, 60),
  location: optionalText("Location", WORKSPACE_LIMITS.location),
  bio: optionalText("Bio", WORKSPACE_LIMITS.bio, { multiline: true }),
  joinedDate: dateField("Joined date"),
});

/** 'Edit member': the member and the form's values. */
export const teamMemberEditSchema = z.object({
  memberId: rowId("team member"),
  version: rowVersion(),
  values: teamMemberSchema,
});

export type TeamMemberInput = z.input<typeof teamMemberSchema>;
export type TeamMemberValues = z.output<typeof teamMemberSchema>;

export function teamMemberRow(values: TeamMemberValues) {
  return {
    name: values.name,
    email: values.email,
    phone: orNull(values.phone),
    position: values.position,
    department: values.department,
    role: values.role,
    status: values.status,
    hourly_rate: values.hourlyRate,
    experience_years: values.experienceYears,
    availability: values.availability,
    skills: values.skills,
    location: orNull(values.location),
    bio: orNull(values.bio),
    joined_date: values.joinedDate,
  };
}
