import { defineField, defineType } from "sanity";
import { stringField, textField } from "../../../studio/schemaTypes/fields.ts";

const textSectionsField = (name: string, title: string, description: string) =>
  defineField({
    name,
    title,
    description,
    type: "array",
    group: "content",
    of: [{ type: "textSection" }],
    validation: (rule) => rule.required().min(1),
  });

/** The about page's story, a field of the about page as stored. */
export const storyField = () => textSectionsField("story", "Our story", "Paragraphs about the agency.");

/** The test page's sections, one per group of tags. */
export const tagGroupsField = () =>
  textSectionsField("sections", "Sections", "One section per group of tags.");

/** A titled paragraph of a page's text sections (and of a case study's story). */
export const textSection = defineType({
  name: "textSection",
  title: "Text section",
  type: "object",
  description: "A titled paragraph.",
  fields: [
    stringField({ name: "title", title: "Title", description: "Heading of the section.", required: true }),
    textField({ name: "text", title: "Text", description: "The paragraph.", required: true, rows: 4 }),
  ],
  preview: { select: { title: "title", subtitle: "text" } },
});

/** A landing page's titled paragraphs (questions and answers, terms of an offer). */
export const textBlock = defineType({
  name: "textBlock",
  title: "Text",
  type: "object",
  fields: [
    stringField({
      name: "label",
      title: "Name for screen readers",
      description: "What the paragraphs are about, e.g. Questions and answers. Not shown.",
      required: true,
    }),
    defineField({
      name: "sections",
      title: "Paragraphs",
      description: "Each with its title; up to three abreast on wide screens.",
      type: "array",
      of: [{ type: "textSection" }],
      validation: (rule) => rule.required().min(1),
    }),
  ],
  preview: { select: { title: "label" }, prepare: ({ title }) => ({ title, subtitle: "Text" }) },
});
