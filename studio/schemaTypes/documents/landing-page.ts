import { PanelsTopLeft } from "lucide-react";
import { defineArrayMember, defineField, defineType, type ValidationContext } from "sanity";
import { landingBlockTypes } from "../../../components/sections/page-builder/blocks.ts";
import { landingPathProblem, spanishLandingPathProblem } from "../../../lib/route-rules/rules.ts";
import { SANITY_API_VERSION } from "../../../lib/sanity/env.ts";
import {
  localeOfDocument,
  type SlugHolders,
  slugHoldersParams,
  slugHoldersQuery,
  slugProblem,
} from "../../translations/slug-rules.ts";
import { stringField } from "../fields.ts";
import { seoField } from "./pages.ts";

/**
 * A path no fixed route holds and no other landing page of its language (published or draft) uses; a
 * Spanish landing page lives under /es, where the Spanish pages' addresses are taken.
 */
async function slugRule(slug: unknown, context: ValidationContext): Promise<true | string> {
  if (slug === undefined) return true;
  const id = context.document?._id ?? "";
  const spanish = localeOfDocument(id) === "es";
  const problem = spanish ? spanishLandingPathProblem(slug) : landingPathProblem(slug);
  if (problem) return problem;
  const found = await context
    .getClient({ apiVersion: SANITY_API_VERSION })
    .fetch<SlugHolders>(slugHoldersQuery, slugHoldersParams("landingPage", id, slug as string));
  const taken = () => `Another landing page already lives at /${spanish ? "es/" : ""}${slug as string}.`;
  return slugProblem("landingPage", id, slug as string, found, taken) ?? true;
}

export const landingPage = defineType({
  name: "landingPage",
  title: "Landing page",
  type: "document",
  icon: PanelsTopLeft,
  description: "A campaign page at an address you choose, composed of the site's sections.",
  groups: [
    { name: "content", title: "Content", default: true },
    { name: "seo", title: "SEO" },
  ],
  fields: [
    stringField({
      name: "title",
      title: "Title",
      description: "Names the page in the Studio and on its generated social image.",
      required: true,
      group: "content",
    }),
    defineField({
      name: "slug",
      title: "Path",
      description:
        "The page's address after the site's domain, e.g. spring-offer for /spring-offer. Changing it once published leaves a redirect from the old address.",
      type: "string",
      group: "content",
      validation: (rule) => [rule.required(), rule.custom(slugRule)],
    }),
    seoField(),
    defineField({
      name: "blocks",
      title: "Sections",
      description: "From top to bottom; the first is the hero, which holds the page's main heading.",
      type: "array",
      group: "content",
      of: landingBlockTypes.map((type) => defineArrayMember({ type })),
      validation: (rule) => [
        rule.required().min(1),
        rule.custom((blocks: { _type?: string }[] | undefined) => {
          if (!blocks?.length) return true;
          if (blocks[0]?._type !== "homeHero") return "Start with a Hero: it holds the page's main heading.";
          return blocks.slice(1).some((block) => block._type === "homeHero")
            ? "One Hero per page: it holds the page's main heading."
            : true;
        }),
      ],
    }),
  ],
  preview: {
    select: { title: "title", slug: "slug" },
    prepare: ({ title, slug }) => ({ title, subtitle: slug ? `/${slug}` : "No path yet" }),
  },
});
