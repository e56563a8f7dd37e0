import { defineType } from "sanity";
import { noTypedFacts, statText } from "../../../studio/schemaTypes/fact-rules.ts";
import { countedArrayField, headingField, stringField } from "../../../studio/schemaTypes/fields.ts";

/** The about page's figures, a field of the about page as stored. */
export const aboutFiguresField = () =>
  countedArrayField({
    name: "stats",
    title: "Figures",
    description: "Headline figures.",
    of: "stat",
    min: 1,
    group: "content",
  });

/** One figure of a band of figures. */
export const stat = defineType({
  name: "stat",
  title: "Figure",
  type: "object",
  description:
    "A headline number and what it counts, e.g. {projectsDelivered} / Projects delivered. A company figure is written as its token from Company facts.",
  fields: [
    stringField({
      name: "value",
      title: "Value",
      description:
        "The figure as shown (99.9%, 24/7), or the token of a company fact such as {projectsDelivered} or {officeCount}.",
      required: true,
      max: 12,
    }),
    stringField({ name: "label", title: "Label", description: "What the figure counts.", required: true }),
  ],
  // The value and its label only type a company fact together ("150+" + "Projects").
  validation: (rule) => rule.custom(noTypedFacts(statText)).warning(),
  preview: { select: { title: "value", subtitle: "label" } },
});

/** A landing page's band of figures under a heading. */
export const statsBlock = defineType({
  name: "statsBlock",
  title: "Figures",
  type: "object",
  fields: [
    headingField("heading", "Heading", "Above the figures.", null),
    countedArrayField({
      name: "stats",
      title: "Figures",
      description: "One to four figures.",
      of: "stat",
      min: 1,
      max: 4,
    }),
  ],
  preview: { select: { title: "heading.title" }, prepare: ({ title }) => ({ title, subtitle: "Figures" }) },
});
