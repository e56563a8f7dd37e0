import { Signpost } from "lucide-react";
import { defineField, defineType, type ValidationContext } from "sanity";
import {
  conflictProblem,
  type Redirect,
  sourceProblem,
  targetProblem,
} from "../../../lib/redirects/rules.ts";
import { SANITY_API_VERSION } from "../../../lib/sanity/env.ts";

/** The other redirects, drafts included: a redirect is checked against what is being edited too. */
const othersQuery = `*[_type == "redirect" && !(_id in [$id, $draftId]) && defined(from) && defined(to)]{
  from, to, "permanent": permanent == true
}`;

async function conflictRule(_value: unknown, context: ValidationContext): Promise<true | string> {
  const document = context.document as Partial<Redirect> & { _id?: string };
  if (!document?._id || typeof document.from !== "string" || typeof document.to !== "string") return true;
  if (sourceProblem(document.from) || targetProblem(document.to)) return true;
  const id = document._id.replace(/^drafts\./, "");
  const others = await context
    .getClient({ apiVersion: SANITY_API_VERSION })
    .fetch<Redirect[]>(othersQuery, { id, draftId: `drafts.${id}` });
  return conflictProblem({ from: document.from, to: document.to }, others) ?? true;
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
      validation: (rule) => [rule.required(), rule.custom(problemRule(sourceProblem))],
    }),
    defineField({
      name: "to",
      title: "To",
      description:
        "Where visitors go: a path on this site (e.g. /insights/new-project) or a full address (https://…).",
      type: "string",
      validation: (rule) => [
        rule.required(),
        rule.custom(problemRule(targetProblem)),
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
