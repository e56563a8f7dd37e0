import { defineField, defineType } from "sanity";
import {
  countedArrayField,
  headingField,
  iconField,
  stringField,
  textField,
} from "../../../studio/schemaTypes/fields.ts";

/** The careers page's benefits and their heading, top-level fields of the careers page as stored. */
export const benefitsSchemaFields = [
  headingField("benefitsHeading", "Benefits heading", "Above the benefits."),
  countedArrayField({
    name: "benefits",
    title: "Benefits",
    description: "Exactly four benefits.",
    of: "iconCard",
    count: 4,
    group: "content",
  }),
];

/** The about page's values and their heading, top-level fields of the about page as stored. */
export const valuesSchemaFields = [
  headingField("valuesHeading", "Values heading", "Above the values."),
  countedArrayField({
    name: "values",
    title: "Values",
    description: "What we stand for.",
    of: "iconCard",
    min: 1,
    group: "content",
  }),
];

/** One card of every icon card grid (benefits, values, why choose us, a service page's cards). */
export const iconCard = defineType({
  name: "iconCard",
  title: "Card",
  type: "object",
  description: "A card with an icon, a title and a short description.",
  fields: [
    iconField(),
    stringField({ name: "title", title: "Title", description: "Card headline.", required: true }),
    textField({
      name: "description",
      title: "Description",
      description: "One or two sentences.",
      required: true,
    }),
  ],
  preview: { select: { title: "title", subtitle: "description" } },
});

/**
 * A section heading over a grid of icon cards, as the service pages' card sections are stored; each
 * section names its own type (serviceFeatures, serviceCloudExpertise, serviceCloudServices) in its folder.
 */
export const cardSectionType = (name: string) =>
  defineType({
    name,
    title: "Card section",
    type: "object",
    description: "A section heading followed by a grid of icon cards.",
    fields: [
      defineField({
        name: "heading",
        title: "Heading",
        description: "Title and introduction of the section.",
        type: "sectionHeading",
        validation: (rule) => rule.required(),
      }),
      countedArrayField({
        name: "cards",
        title: "Cards",
        description: "The cards, in order.",
        of: "iconCard",
        min: 1,
      }),
    ],
    preview: { select: { title: "heading.title" } },
  });

/** A landing page's grid of icon cards under a heading. */
export const cardsBlock = defineType({
  name: "cardsBlock",
  title: "Cards",
  type: "object",
  fields: [
    headingField("heading", "Heading", "Above the cards.", null),
    countedArrayField({
      name: "cards",
      title: "Cards",
      description: "One card or more.",
      of: "iconCard",
      min: 1,
    }),
  ],
  preview: { select: { title: "heading.title" }, prepare: ({ title }) => ({ title, subtitle: "Cards" }) },
});
