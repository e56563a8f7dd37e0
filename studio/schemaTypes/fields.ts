import type { ComponentType } from "react";
import { defineArrayMember, defineField, type Rule, type SanityClient, type ValidationContext } from "sanity";
import { withoutTokens } from "../../lib/content/content-tokens.ts";
import { accentOptions, gradientOptions, iconOptions } from "../../lib/content/design-options.ts";
import { sectionLinkProblem, sectionsOf } from "../../lib/content/page-sections.ts";
import { findHardCodedCount, hardCodedCountMessage } from "../../lib/content/step-count.ts";
import {
  localeOfDocument,
  type SlugHolders,
  slugHoldersParams,
  slugHoldersQuery,
  slugProblem,
} from "../translations/slug-rules.ts";
import { blocksText, noTypedFacts } from "./fact-rules.ts";
import { descriptiveLinkText } from "./link-text.ts";

/**
 * Every free-text field is built here so that each one carries the step-count and company-fact
 * warnings: copy that types "6-step", "7 phases" or "Since 2015" is flagged and the editor is pointed
 * to the token that fills it ({quoteSteps}, {processSteps}, {foundedYear}).
 */
export function noHardCodedCounts(value: unknown, context?: { document?: { _id?: string } }): true | string {
  if (typeof value !== "string") return true;
  // A Spanish document counts in Spanish words: "seis fases" is as stale as "six phases".
  const found = findHardCodedCount(value, localeOfDocument(context?.document?._id ?? ""));
  return found ? hardCodedCountMessage(found) : true;
}

/** The same warning for rich text, over the text of all its blocks. */
export function noHardCodedCountsInBlocks(
  value: unknown,
  context?: { document?: { _id?: string } },
): true | string {
  return noHardCodedCounts(blocksText(value), context);
}

interface FieldBase {
  name: string;
  title: string;
  description: string;
  required?: boolean;
  group?: string;
  fieldset?: string;
}

interface CopyFieldOptions extends FieldBase {
  /** A soft limit: longer copy gets a warning, not an error. */
  max?: number;
  /** The label of a link, beside its `href`: a warning when it says nothing of where it goes. */
  linkText?: boolean;
}

// Sanity types each rule builder separately; the helpers only use the shared base methods.
type AnyRule = Rule;

type Check = (value: unknown, context: ValidationContext) => true | string | Promise<true | string>;

/**
 * Several checks as one custom rule, each failing check a warning of its own. Sanity validates each
 * rule of each field as a separate task, after an idle moment and at most five custom rules at a time,
 * so a form's checks answer sooner as one rule per field than as three.
 */
export function allChecks(...checks: Check[]) {
  return async (value: unknown, context: ValidationContext) => {
    const results = await Promise.all(checks.map((check) => check(value, context)));
    const messages = results.filter((result): result is string => typeof result === "string");
    return messages.length === 0 ? true : messages.map((message) => ({ message }));
  };
}

/** Rich text's warnings; a field's own rules replace its type's, so fields of rich text repeat them. */
export function richTextRules(rule: AnyRule): AnyRule[] {
  return [rule.custom(allChecks(noHardCodedCountsInBlocks, noTypedFacts(blocksText))).warning()];
}

/** A soft length limit; a token counts for nothing, as the figures it stands for are short. */
export function maxLengthRule(max: number) {
  return (value: unknown): true | string =>
    typeof value === "string" && withoutTokens(value, "").length > max
      ? `Keep this under ${max} characters.`
      : true;
}

function copyRules(rule: AnyRule, options: CopyFieldOptions): AnyRule[] {
  const checks: Check[] = [noHardCodedCounts, noTypedFacts()];
  if (options.max) checks.push(maxLengthRule(options.max));
  if (options.linkText) checks.push(descriptiveLinkText);
  const rules = [rule.custom(allChecks(...checks)).warning()];
  if (options.required) rules.push(rule.required());
  return rules;
}

export function stringField(options: CopyFieldOptions) {
  const { required: _required, max: _max, linkText: _linkText, ...rest } = options;
  return defineField({
    ...rest,
    type: "string",
    validation: (rule) => copyRules(rule as unknown as AnyRule, options) as never,
  });
}

export function textField(options: CopyFieldOptions & { rows?: number }) {
  const { required: _required, max: _max, linkText: _linkText, rows = 3, ...rest } = options;
  return defineField({
    ...rest,
    type: "text",
    rows,
    validation: (rule) => copyRules(rule as unknown as AnyRule, options) as never,
  });
}

/** A list of short strings (tags, bullets, specialties), optionally with an exact length. */
export function stringListField(options: FieldBase & { count?: number; min?: number; itemTitle: string }) {
  const { required, count, min, itemTitle, ...rest } = options;
  return defineField({
    ...rest,
    type: "array",
    of: [
      defineArrayMember({
        type: "string",
        title: itemTitle,
        validation: (rule) => [
          rule.required(),
          rule.custom(allChecks(noHardCodedCounts, noTypedFacts())).warning(),
        ],
      }),
    ],
    validation: (rule) => {
      const rules = [];
      if (required || count || min) rules.push(rule.required());
      if (count)
        rules.push(rule.length(count).error(`Exactly ${count} items: the layout is designed for them.`));
      if (min) rules.push(rule.min(min));
      return rules;
    },
  });
}

/** An array of objects with an exact number of items the design needs. */
export function countedArrayField(
  options: FieldBase & { of: string; count?: number; min?: number; max?: number },
) {
  const { required, count, min, max, of, ...rest } = options;
  return defineField({
    ...rest,
    type: "array",
    of: [defineArrayMember({ type: of })],
    validation: (rule) => {
      const rules = [];
      if (required || count || min) rules.push(rule.required());
      if (count)
        rules.push(rule.length(count).error(`Exactly ${count} items: the layout is designed for them.`));
      if (min) rules.push(rule.min(min));
      if (max) rules.push(rule.max(max));
      return rules;
    },
  });
}

/** A section's two required buttons: the filled one and the outlined one, each described for editors. */
export function buttonPairFields(
  descriptions: { primary: string; secondary: string } = {
    primary: "The filled button.",
    secondary: "The outlined button.",
  },
) {
  return [
    defineField({
      name: "primary",
      title: "Main button",
      description: descriptions.primary,
      type: "cta",
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "secondary",
      title: "Second button",
      description: descriptions.secondary,
      type: "cta",
      validation: (rule) => rule.required(),
    }),
  ];
}

/** A section's heading (label, title, introduction) as a required field of a page. */
/** A required section heading; `group: null` for a field of an object type, which has no groups. */
export const headingField = (
  name: string,
  title: string,
  description: string,
  group: string | null = "content",
) =>
  defineField({
    name,
    title,
    description,
    type: "sectionHeading",
    ...(group ? { group } : {}),
    validation: (rule) => rule.required(),
  });

export function objectField(options: FieldBase & { type: string }) {
  const { required, ...rest } = options;
  return defineField({
    ...rest,
    validation: required ? (rule) => rule.required() : undefined,
  });
}

function listField(
  options: FieldBase,
  list: readonly { value: string; title: string }[],
  layout: "dropdown" | "radio" = "dropdown",
) {
  const { required = true, ...rest } = options;
  return defineField({
    ...rest,
    type: "string",
    options: { list: list.map(({ value, title }) => ({ value, title })), layout },
    validation: (rule) => (required ? rule.required() : rule),
  });
}

export const iconField = (options: Partial<FieldBase> = {}) =>
  listField(
    { name: "icon", title: "Icon", description: "Picked from the site's icon set.", ...options },
    iconOptions,
  );

export const gradientField = (options: Partial<FieldBase> = {}) =>
  listField(
    { name: "gradient", title: "Gradient", description: "Background gradient of the icon tile.", ...options },
    gradientOptions,
  );

export const accentField = (options: Partial<FieldBase> = {}) =>
  listField(
    { name: "accent", title: "Accent colour", description: "Colour of the card's highlights.", ...options },
    accentOptions,
  );

const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A URL segment kept as plain text so that links built from it are always strings. */
export function slugField(description: string) {
  return defineField({
    name: "slug",
    title: "URL segment",
    description,
    type: "string",
    validation: (rule) => [
      rule.required(),
      rule.regex(SLUG_PATTERN, { name: "lower-case words joined by hyphens" }),
      rule.custom(uniqueSlug),
    ],
  });
}

/**
 * Two documents of one type and language never share an address: the second is an error before it can be
 * published. A Spanish slug also keeps clear of the addresses others own (translations/slug-rules.ts).
 */
async function uniqueSlug(
  slug: string | undefined,
  context: {
    document?: { _id: string; _type: string };
    getClient(options: { apiVersion: string }): SanityClient;
  },
): Promise<true | string> {
  if (!slug || !context.document) return true;
  const { _id, _type } = context.document;
  const found = await context
    .getClient({ apiVersion: "2025-09-01" })
    .fetch<SlugHolders>(slugHoldersQuery, slugHoldersParams(_type, _id, slug));
  const taken = (name: string) => `"${slug}" is already the address of "${name}": choose another.`;
  return slugProblem(_type, _id, slug, found, taken) ?? true;
}

export function orderField() {
  return defineField({
    name: "order",
    title: "Order",
    description: "Lower numbers are shown first.",
    type: "number",
    validation: (rule) => [rule.required(), rule.integer(), rule.min(0)],
  });
}

const HREF_PATTERN = /^(\/|#|https:\/\/|mailto:|tel:)/;

/**
 * A link an editor typed: a page of this site, a section (`#…` of this page, `/#…` of the home page) that
 * the page has (lib/content/page-sections.ts, which the site checks its links with too), another site,
 * mail or phone.
 */
export function hrefRule(
  value: unknown,
  context?: { document?: { _type?: string; blocks?: unknown } },
): true | string {
  if (typeof value !== "string") return true;
  if (!HREF_PATTERN.test(value)) {
    return "Start with / for a page of this site, # for a section, https:// for another site, mailto: or tel:.";
  }
  return sectionLinkProblem(value, sectionsOf(context?.document), context?.document?._type) ?? true;
}

export function hrefField(options: Partial<FieldBase> = {}) {
  const { required = true, ...rest } = options;
  return defineField({
    name: "href",
    title: "Link",
    description: "A path on this site such as /services or /#contact, or a full https:// address.",
    type: "string",
    ...rest,
    validation: (rule) => (required ? [rule.required(), rule.custom(hrefRule)] : [rule.custom(hrefRule)]),
  });
}

export type SchemaIcon = ComponentType;
