import { defineType } from "sanity";
import {
  countedArrayField,
  headingField,
  stringField,
  stringListField,
  textField,
} from "../../../studio/schemaTypes/fields.ts";

/** The process page's phases and their heading, top-level fields of the process page as stored. */
export const processPhasesSchemaFields = [
  headingField(
    "phasesHeading",
    "Phases heading",
    "Above the phases. Write {processSteps} for the number of phases.",
  ),
  countedArrayField({
    name: "phases",
    title: "Phases",
    description: "In order; numbers and progress are computed from the position.",
    of: "processPhase",
    min: 1,
    group: "content",
  }),
];

/** One phase of the delivery process. */
export const processPhase = defineType({
  name: "processPhase",
  title: "Process phase",
  type: "object",
  description:
    "One phase of the delivery process. Its number and progress are worked out from its position in the list.",
  fields: [
    stringField({ name: "title", title: "Title", description: "e.g. Discovery & Strategy.", required: true }),
    stringField({
      name: "duration",
      title: "Duration",
      description: "e.g. 1-2 weeks, Ongoing.",
      required: true,
    }),
    textField({
      name: "description",
      title: "Description",
      description: "What happens in this phase.",
      required: true,
    }),
    stringListField({
      name: "bullets",
      title: "Highlights",
      description: "Exactly four short points.",
      itemTitle: "Highlight",
      count: 4,
    }),
  ],
  preview: { select: { title: "title", subtitle: "duration" } },
});

/** A landing page's view of the delivery process: its own heading, the phases of the Process page. */
export const processBlock = defineType({
  name: "processBlock",
  title: "Process",
  type: "object",
  fields: [
    headingField(
      "heading",
      "Heading",
      "Above the phases (edited on the Process page). Write {processSteps} for the number of phases.",
      null,
    ),
  ],
  preview: { select: { title: "heading.title" }, prepare: ({ title }) => ({ title, subtitle: "Process" }) },
});
