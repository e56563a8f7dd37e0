import { Hash } from "lucide-react";
import { defineArrayMember, defineField, defineType } from "sanity";
import { factKinds } from "../../../lib/content/company-facts.ts";
import { singletonTitle } from "../../../lib/content/singletons.ts";
import { factConflictsRule, factKeyRule, uniqueFactKeysRule } from "../fact-rules.ts";

export const companyFact = defineType({
  name: "companyFact",
  title: "Fact",
  type: "object",
  fields: [
    defineField({
      name: "label",
      title: "What it is",
      description: "For editors, e.g. Projects delivered. Pages write their own label beside the figure.",
      type: "string",
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "kind",
      title: "Kind",
      description: "Facts of one kind must agree: the Studio warns when two give different figures.",
      type: "string",
      options: { list: factKinds.map(({ value, title }) => ({ value, title })) },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "value",
      title: "Figure",
      description: "As pages show it: 500+, 99.9%, 2015, 24/7.",
      type: "string",
      validation: (rule) => [rule.required(), rule.max(12).warning("Keep figures under 12 characters.")],
    }),
    defineField({
      name: "key",
      title: "Token",
      description: "Copy writes it in braces, e.g. projectsDelivered is written {projectsDelivered}.",
      type: "string",
      validation: (rule) => [rule.required(), rule.custom(factKeyRule)],
    }),
  ],
  preview: {
    select: { value: "value", label: "label", key: "key" },
    prepare: ({ value, label, key }) => ({
      title: `${value ?? ""} ${label ?? ""}`.trim(),
      subtitle: `{${key ?? ""}}`,
    }),
  },
});

export const companyFacts = defineType({
  name: "companyFacts",
  title: singletonTitle("companyFacts"),
  type: "document",
  icon: Hash,
  description:
    "The company's figures, typed once. Pages write a fact's token, e.g. {projectsDelivered}, and show its figure. The number of offices is not typed: write {officeCount}, which counts the offices in Site settings.",
  fields: [
    defineField({
      name: "facts",
      title: "Facts",
      type: "array",
      of: [defineArrayMember({ type: "companyFact" })],
      validation: (rule) => [
        rule.required().min(1),
        rule.custom(uniqueFactKeysRule),
        rule.custom(factConflictsRule).warning(),
      ],
    }),
  ],
  preview: { prepare: () => ({ title: "Company facts" }) },
});
