import { optionalText, requiredText } from "../../../lib/validations/fields.ts";
import {
  dateField,
  money,
  oneOf,
  optionalRowId,
  orNull,
  rowId,
  rowVersion,
  textList,
} from "../../../lib/validations/workspace/fields.ts";
import { z } from "../../../lib/validations/zod-config.ts";
import { PROJECT_STATUSES } from "../../../supabase/limits.ts";
import { PROJECT_PRIORITIES, WORKSPACE_LIMITS } from "../../../supabase/workspace.ts";

/** The fields of a project staff set. The team is a list of member ids; the lead need not be in it. */
const projectFields = z.object({
  name: requiredText("Project name", WORKSPACE_LIMITS.projectName),
  description: optionalText("Description", WORKSPACE_LIMITS.description, { multiline: true }),
  clientId: rowId("client"),
  serviceId: rowId("service"),
  status: oneOf(PROJECT_STATUSES, "status").default("new"),
  priority: oneOf(PROJECT_PRIORITIES, "priority").default("medium"),
  startDate: dateField("Start date"),
  deadline: dateField("Deadline"),
  budget: money("Budget"),
  teamLeadId: optionalRowId("team lead"),
  // Check boxes give the checked values: a list, one value, or false when there is one box unchecked.
  assignedTeam: z.preprocess(
    (value) =>
      value === false || value === null || value === undefined
        ? []
        : typeof value === "string"
          ? [value]
          : value,
    z.array(rowId("team member")).max(50),
  ),
  tags: textList("Tags", WORKSPACE_LIMITS.tags, 40),
});

const deadlineAfterStart = {
  check: (values: { startDate: string; deadline: string }) => values.deadline >= values.startDate,
  message: "The deadline cannot be before the start date.",
  path: ["deadline"],
};

/** The 'New Project' dialog. */
export const projectSchema = projectFields.refine(deadlineAfterStart.check, deadlineAfterStart);

export type ProjectInput = z.input<typeof projectSchema>;
export type ProjectValues = z.output<typeof projectSchema>;

export function projectRow(values: ProjectValues) {
  return {
    name: values.name,
    description: orNull(values.description),
    client_id: values.clientId,
    service_id: values.serviceId,
    status: values.status,
    priority: values.priority,
    start_date: values.startDate,
    deadline: values.deadline,
    budget: values.budget,
    team_lead_id: values.teamLeadId,
    tags: values.tags,
  };
}

/**
 * 'Edit project': every field but the client (its invoices name it), and the end date once the work
 * has ended.
 */
export const projectEditValuesSchema = projectFields
  .omit({ clientId: true })
  .extend({ endDate: z.union([z.literal(""), dateField("End date")]).default("") })
  .refine(deadlineAfterStart.check, deadlineAfterStart)
  .refine((values) => !values.endDate || values.endDate >= values.startDate, {
    message: "The end date cannot be before the start date.",
    path: ["endDate"],
  });
export type ProjectEditInput = z.input<typeof projectEditValuesSchema>;
export type ProjectEditValues = z.output<typeof projectEditValuesSchema>;

/** 'Edit project': the project, the version the form was opened from, and the form's values. */
export const projectEditSchema = z.object({
  projectId: rowId("project"),
  version: rowVersion(),
  values: projectEditValuesSchema,
});

/** The arguments of public.update_project(p_project_id, p_version, project, team). */
export function projectEditArgs(input: z.output<typeof projectEditSchema>) {
  const { values } = input;
  return {
    p_project_id: input.projectId,
    p_version: input.version,
    project: {
      name: values.name,
      description: values.description,
      service_id: values.serviceId,
      status: values.status,
      priority: values.priority,
      start_date: values.startDate,
      end_date: values.endDate,
      deadline: values.deadline,
      budget: values.budget,
      team_lead_id: values.teamLeadId ?? "",
      tags: values.tags,
    },
    team: [...new Set(values.assignedTeam)],
  };
}

/** The arguments of public.create_project_from_quote(p_lead_id, project, team). */
export function quoteProjectArgs(leadId: string, values: ProjectValues) {
  return { p_lead_id: leadId, project: projectRow(values), team: [...new Set(values.assignedTeam)] };
}

/** A quote request's project: the New Project fields, and someone to lead it. */
export const quoteProjectValuesSchema = projectSchema.refine((values) => values.teamLeadId !== null, {
  message: "Choose a team lead for the project.",
  path: ["teamLeadId"],
});

/** 'Create project' on a quote request: the lead and the project's form values. */
export const quoteProjectSchema = z.object({ leadId: rowId("lead"), values: quoteProjectValuesSchema });
