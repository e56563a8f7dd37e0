import { defineField, defineType } from "sanity";

/** Whether a service page embeds the free SEO analyzer, and its heading. Stored on the service page as `analyzer`. */
export const serviceAnalyzer = defineType({
  name: "serviceAnalyzer",
  title: "SEO analyzer",
  type: "object",
  fields: [
    defineField({
      name: "enabled",
      title: "Show the analyzer",
      description: "Turn on to embed the analyzer.",
      type: "boolean",
      initialValue: false,
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "heading",
      title: "Heading",
      description: "Title above the analyzer.",
      type: "sectionHeading",
    }),
  ],
});
