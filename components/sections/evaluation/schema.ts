import { defineType } from "sanity";
import { headingField } from "../../../studio/schemaTypes/fields.ts";

/** A landing page's free project evaluation form under its own heading. */
export const evaluationBlock = defineType({
  name: "evaluationBlock",
  title: "Evaluation form",
  type: "object",
  fields: [headingField("heading", "Heading", "Above the free project evaluation form.", null)],
  preview: {
    select: { title: "heading.title" },
    prepare: ({ title }) => ({ title, subtitle: "Evaluation form" }),
  },
});
