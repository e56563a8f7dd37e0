import { LayoutTemplate } from "lucide-react";
import { defineField, defineType } from "sanity";
import { capabilitiesSchemaFields } from "../../../components/sections/capability-grid/schema.ts";
import { serviceBannerField } from "../../../components/sections/closing-banner/schema.ts";
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
      description:
        "The service this page presents; its URL segment is the page address. Until a service has a page, its card's words make one.",
      type: "reference",
      to: [{ type: "service" }],
      group: "content",
      // One page per service: a second would never be shown.
      options: {
        filter: ({ document }) => ({
          filter: `!(_id in *[_type == "servicePage" && !(_id in [$id, "drafts." + $id])].service._ref)`,
          params: { id: document._id.replace(/^drafts\./, "") },
        }),
      },
      validation: (rule) => [
        rule.required(),
        rule.custom(async (value: { _ref?: string } | undefined, context) => {
          if (!value?._ref || !context.document) return true;
          const id = context.document._id.replace(/^drafts\./, "");
          const other = await context
            .getClient({ apiVersion: "2025-09-01" })
            .fetch<string | null>(
              `*[_type == "servicePage" && service._ref == $ref && !(_id in [$id, "drafts." + $id])][0]._id`,
              { ref: value._ref, id },
            );
          return other ? "This service already has a page: edit that one instead." : true;
        }),
      ],
    }),
    seoField(),
    defineField({
      name: "hero",
      title: "Hero",
      description: "Category label, title, description and two buttons.",
      type: "serviceHero",
      group: "content",
      validation: (rule) => rule.required(),
    }),
    ...capabilitiesSchemaFields,
    defineField({
      name: "features",
      title: "Feature cards",
      description: "Optional grid of feature cards.",
      type: "serviceFeatures",
      group: "optional",
    }),
    defineField({
      name: "processList",
      title: "Process or capabilities list",
      description: "Optional numbered list, e.g. how a project runs or what the platform covers.",
      type: "serviceProcessList",
      group: "optional",
    }),
    defineField({
      name: "technologies",
      title: "Technologies",
      description: "Optional list of technologies or platforms.",
      type: "serviceTechnologies",
      group: "optional",
    }),
    defineField({
      name: "cloudExpertise",
      title: "Cloud expertise grid",
      description: "Optional grid of expertise areas (Cloud Solutions).",
      type: "serviceCloudExpertise",
      group: "optional",
    }),
    defineField({
      name: "cloudServices",
      title: "Cloud service tiles",
      description: "Optional tiles of cloud services (Cloud Solutions).",
      type: "serviceCloudServices",
      group: "optional",
    }),
    defineField({
      name: "analyzer",
      title: "SEO analyzer",
      description: "Embeds the free SEO analyzer on this page.",
      type: "serviceAnalyzer",
      group: "optional",
    }),
    serviceBannerField(),
  ],
  preview: { select: { title: "hero.title", subtitle: "hero.label" } },
});
