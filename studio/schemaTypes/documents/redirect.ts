import { Signpost } from "lucide-react";
import { defineField, defineType, type ValidationContext } from "sanity";
import {
  type ReplacedPageContent,
  replacedPageOf,
  replacedPageQuery,
} from "../../../lib/redirects/replaced-page.ts";
import {
  conflictProblem,
  type Redirect,
  redirectHosts,
  sitePath,
  sourceProblem,
  targetHostProblem,
  targetProblem,
} from "../../../lib/redirects/rules.ts";
import { SANITY_API_VERSION } from "../../../lib/sanity/env.ts";
import { ReplacesInput } from "../../redirects/replaces-input.tsx";

/** The other redirects, drafts included: a redirect is checked against what is being edited too. */
const othersQuery = `*[_type == "redirect" && !(_id in [$id, $draftId]) && defined(from) && defined(to)]{
  from, to, "permanent": permanent == true
}`;

/** The hosts the published site settings allow: what the site itself will apply. */
const hostsQuery = `*[_id == "siteSettings"][0].redirectHosts`;

const client = (context: ValidationContext) => context.getClient({ apiVersion: SANITY_API_VERSION });

async function conflictRule(_value: unknown, context: ValidationContext): Promise<true | string> {
  const document = context.document as Partial<Redirect> & { _id?: string };
  if (!document?._id || typeof document.from !== "string" || typeof document.to !== "string") return true;
  if (sourceProblem(document.from) || targetProblem(document.to)) return true;
  const id = document._id.replace(/^drafts\./, "");
  const others = await client(context).fetch<Redirect[]>(othersQuery, { id, draftId: `drafts.${id}` });
  return conflictProblem({ from: document.from, to: document.to }, others) ?? true;
}

/** Another site only on a host the site settings list (empty: none). */
async function hostRule(value: unknown, context: ValidationContext): Promise<true | string> {
  if (typeof value !== "string" || value.startsWith("/") || targetProblem(value)) return true;
  const hosts = redirectHosts(await client(context).fetch<unknown[] | null>(hostsQuery));
  return targetHostProblem(value, hosts) ?? true;
}

/**
 * A live page (a fixed page, a published service, case study or landing page) is replaced only when the
 * editor confirmed that very address in "Replaces a live page"; the message names the page and its links.
 */
async function replacesRule(value: unknown, context: ValidationContext): Promise<true | string> {
  const from = sitePath(value);
  if (!from || sourceProblem(from)) return true;
  const replaces = (context.document as Partial<Redirect> | undefined)?.replaces;
  if (sitePath(replaces) === from) return true;
  const text = replacedPageOf(from, await client(context).fetch<ReplacedPageContent>(replacedPageQuery));
  return text
    ? `${text} A redirect replaces it for every visitor: confirm it below to redirect it anyway.`
    : true;
}

const problemRule = (problem: (value: unknown) => string | null) => (value: unknown) =>
  value === undefined ? true : (problem(value) ?? true);

export const redirect = defineType({
  name: "redirect",
  title: "Redirect",
  type: "document",
  icon: Signpost,
  description:
    "Sends visitors of an old address on to a new one, within seconds of Publish. Changing the URL segment of a published case study, service or landing page adds one by itself.",
  fields: [
    defineField({
      name: "from",
      title: "From",
      description: "The old address on this site, e.g. /insights/old-project.",
      type: "string",
      validation: (rule) => [
        rule.required(),
        rule.custom(problemRule(sourceProblem)),
        rule.custom(replacesRule),
      ],
    }),
    defineField({
      name: "replaces",
      title: "Replaces a live page",
      description:
        "Only for an address the site serves now (a fixed page, a published service, case study or landing page): the site applies the redirect only while this names its From.",
      type: "string",
      hidden: ({ document }) => !sitePath(document?.from),
      components: { input: ReplacesInput },
    }),
    defineField({
      name: "to",
      title: "To",
      description:
        "Where visitors go: a path on this site (e.g. /insights/new-project) or a full address (https://…) on a host listed in Site settings → Redirects.",
      type: "string",
      validation: (rule) => [
        rule.required(),
        rule.custom(problemRule(targetProblem)),
        rule.custom(hostRule),
        // Loops and chains: every hop costs visitors a round trip, and search engines stop following.
        rule.custom(conflictRule),
      ],
    }),
    defineField({
      name: "permanent",
      title: "Permanent",
      description:
        "On: the old address is gone for good (search engines move its ranking to the new one). Off: a temporary redirect, e.g. during a campaign.",
      type: "boolean",
      initialValue: true,
    }),
  ],
  preview: {
    select: { from: "from", to: "to", permanent: "permanent" },
    prepare: ({ from, to, permanent }) => ({
      title: `${from ?? "?"} → ${to ?? "?"}`,
      subtitle: permanent === false ? "Temporary (307)" : "Permanent (308)",
    }),
  },
});
