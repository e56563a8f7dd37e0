import { PanelsTopLeft } from "lucide-react";
import { defineArrayMember, defineField, defineType, type ValidationContext } from "sanity";
import { landingBlockTypes } from "../../../components/sections/page-builder/blocks.ts";
import { landingPathProblem } from "../../../lib/route-rules/rules.ts";
import { SANITY_API_VERSION } from "../../../lib/sanity/env.ts";
import { stringField } from "../fields.ts";
import { seoField } from "./pages.ts";

const sameSlugQuery = `count(*[_type == "landingPage" && slug == $slug && !(_id in [$id, $draftId])])`;

/** A path no fixed route holds and no other landing page (published or draft) uses. */
async function slugRule(slug: unknown, context: ValidationContext): Promise<true | string> {
  if (slug === undefined) return true;
  const problem = landingPathProblem(slug);
  if (problem) return problem;
  const id = (context.document?._id ?? "").replace(/^drafts\./, "");
  const others = await context
    .getClient({ apiVersion: SANITY_API_VERSION })
    .fetch<number>(sameSlugQuery, { slug, id, draftId: `drafts.${id}` });
  return others > 0 ? `Another landing page already lives at /${slug as string}.` : true;
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
