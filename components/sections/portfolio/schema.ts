import { defineField, defineType } from "sanity";
import { stringField } from "../../../studio/schemaTypes/fields.ts";

/** The home page's case studies block as editors fill it in; its cards are the Case studies list. */
export const homePortfolio = defineType({
  name: "homePortfolio",
  title: "Portfolio section",
  type: "object",
  fields: [
    defineField({
      name: "heading",
      title: "Heading",
      description: "Title and introduction.",
      type: "sectionHeading",
      validation: (rule) => rule.required(),
    }),
    stringField({
      name: "caseStudyLinkLabel",
      title: "Card link label",
      description: "e.g. View case study.",
      required: true,
    }),
    defineField({
      name: "allLink",
      title: "All case studies link",
      description: "Under the cards.",
      type: "cta",
      validation: (rule) => rule.required(),
    }),
  ],
});
