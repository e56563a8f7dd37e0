import { LayoutTemplate } from "lucide-react";
import { defineField, defineType } from "sanity";
import { serviceBannerField } from "../../../components/sections/closing-banner/schema.ts";
import { buttonPairFields, countedArrayField, stringField, stringListField, textField } from "../fields.ts";
import { seoField } from "./pages.ts";

export const servicePage = defineType({
  name: "servicePage",
  title: "Service page",
  type: "document",
  icon: LayoutTemplate,
  description:
    "The page of one service at /services/<segment>. Optional sections appear only when filled in.",
  groups: [
    { name: "content", title: "Content", default: true },
    { name: "optional", title: "Optional sections" },
    { name: "seo", title: "SEO" },
  ],
  fields: [
    defineField({
      name: "service",
      title: "Service",
      description: "The service this page presents; its URL segment is the page address.",
      type: "reference",
      to: [{ type: "service" }],
      group: "content",
      validation: (rule) => rule.required(),
    }),
    seoField(),
    defineField({
      name: "hero",
      title: "Hero",
      description: "Category label, title, description and two buttons.",
      type: "object",
      group: "content",
      validation: (rule) => rule.required(),
      fields: [
        stringField({
          name: "label",
          title: "Category label",
          description: "e.g. Infrastructure Service.",
          required: true,
        }),
        stringField({ name: "title", title: "Title", description: "The page headline.", required: true }),
        textField({
          name: "description",
          title: "Description",
          description: "One or two sentences.",
          required: true,
        }),
        ...buttonPairFields({ primary: "The filled button.", secondary: "Usually links to /#contact." }),
      ],
    }),
    defineField({
      name: "capabilitiesHeading",
      title: "Capabilities heading",
      description: "Optional title above the four capability cards.",
      type: "sectionHeading",
      group: "content",
    }),
    countedArrayField({
      name: "capabilities",
      title: "Capability cards",
      description: "Exactly four cards.",
      of: "iconCard",
      count: 4,
      group: "content",
    }),
    defineField({
      name: "features",
      title: "Feature cards",
      description: "Optional grid of feature cards.",
      type: "labelledCards",
      group: "optional",
    }),
    defineField({
      name: "processList",
      title: "Process or capabilities list",
      description: "Optional numbered list, e.g. how a project runs or what the platform covers.",
      type: "object",
      group: "optional",
      fields: [
        defineField({
          name: "heading",
          title: "Heading",
          description: "Title of the list.",
          type: "sectionHeading",
          validation: (rule) => rule.required(),
        }),
        countedArrayField({
          name: "items",
          title: "Items",
          description: "In order.",
          of: "textSection",
          min: 1,
        }),
      ],
    }),
    defineField({
      name: "technologies",
      title: "Technologies",
      description: "Optional list of technologies or platforms.",
      type: "object",
      group: "optional",
      fields: [
        defineField({
          name: "heading",
          title: "Heading",
          description: "Title of the list.",
          type: "sectionHeading",
          validation: (rule) => rule.required(),
        }),
        stringListField({
          name: "items",
          title: "Technologies",
          description: "Names, in order.",
          itemTitle: "Technology",
          min: 1,
        }),
      ],
    }),
    defineField({
      name: "cloudExpertise",
      title: "Cloud expertise grid",
      description: "Optional grid of expertise areas (Cloud Solutions).",
      type: "labelledCards",
      group: "optional",
    }),
    defineField({
      name: "cloudServices",
      title: "Cloud service tiles",
      description: "Optional tiles of cloud services (Cloud Solutions).",
      type: "labelledCards",
      group: "optional",
    }),
    defineField({
      name: "analyzer",
      title: "SEO analyzer",
      description: "Embeds the free SEO analyzer on this page.",
      type: "object",
      group: "optional",
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
    }),
    serviceBannerField(),
  ],
  preview: { select: { title: "hero.title", subtitle: "hero.label" } },
});
