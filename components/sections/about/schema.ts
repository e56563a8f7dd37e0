import { defineField, defineType } from "sanity";
import {
  buttonPairFields,
  countedArrayField,
  stringField,
  textField,
} from "../../../studio/schemaTypes/fields.ts";

/** The home page's introduction to the agency as editors fill it in. */
export const homeAbout = defineType({
  name: "homeAbout",
  title: "About section",
  type: "object",
  fields: [
    defineField({
      name: "heading",
      title: "Heading",
      description: "Label, title and introduction.",
      type: "sectionHeading",
      validation: (rule) => rule.required(),
    }),
    stringField({
      name: "stepsTitle",
      title: "Steps title",
      description: "Above the working steps.",
      required: true,
    }),
    countedArrayField({
      name: "steps",
      title: "Working steps",
      description: "Exactly four steps.",
      of: "aboutStep",
      count: 4,
    }),
    ...buttonPairFields({ primary: "e.g. Schedule Discovery Call.", secondary: "e.g. Learn more about us." }),
  ],
});

/** One of the about block's working steps. */
export const aboutStep = defineType({
  name: "aboutStep",
  title: "Working step",
  type: "object",
  description: "A step of how we work together; numbered by its position.",
  fields: [
    stringField({ name: "title", title: "Title", description: "e.g. Discovery Call.", required: true }),
    stringField({ name: "duration", title: "Duration", description: "e.g. 30-60 mins.", required: true }),
    textField({
      name: "description",
      title: "Description",
      description: "What happens in this step.",
      required: true,
    }),
  ],
  preview: { select: { title: "title", subtitle: "duration" } },
});
