import { defineField, defineType } from "sanity";
import { headingField, stringField, textField } from "../../../studio/schemaTypes/fields.ts";

/**
 * The careers page's open roles (the roles are the Job openings list) and the open application under
 * them, as fields of the careers page where they are stored; the open application is an object of its
 * own type, `openApplication`.
 */
export const jobOpeningsSchemaFields = [
  headingField(
    "rolesHeading",
    "Open roles heading",
    "Above the list of roles. Write {employmentTerms} for how the roles are contracted: it reads “All roles are full-time” while every role is, and names each type once they differ.",
  ),
  stringField({
    name: "applyLabel",
    title: "Apply button label",
    description: "On every role, e.g. Apply Now.",
    required: true,
    group: "content",
  }),
  stringField({
    name: "applyEmail",
    title: "Applications email",
    description: "Apply buttons open an email to this address.",
    required: true,
    group: "content",
  }),
  stringField({
    name: "applySubject",
    title: "Application email subject",
    description: "Write {role} where the role's title goes, e.g. Application: {role}.",
    required: true,
    group: "content",
  }),
  defineField({
    name: "resume",
    title: "Open application",
    description: "The closing invitation to send a resume.",
    type: "openApplication",
    group: "content",
    validation: (rule) => rule.required(),
  }),
];

/** The closing invitation to send a resume when no role fits. */
export const openApplication = defineType({
  name: "openApplication",
  title: "Open application",
  type: "object",
  fields: [
    stringField({ name: "title", title: "Title", description: "Headline.", required: true }),
    textField({ name: "text", title: "Text", description: "One sentence.", required: true }),
    defineField({
      name: "button",
      title: "Button",
      description: "e.g. Send us your resume.",
      type: "cta",
      validation: (rule) => rule.required(),
    }),
  ],
});
