import { countedArrayField, headingField } from "../../../studio/schemaTypes/fields.ts";

/** The process page's why-choose-us cards and their heading, top-level fields of the process page. */
export const whyChooseUsSchemaFields = [
  headingField("whyHeading", "Why choose us heading", "Above the why-choose-us cards."),
  countedArrayField({
    name: "whyChooseUs",
    title: "Why choose us",
    description: "Exactly four cards.",
    of: "iconCard",
    count: 4,
    group: "content",
  }),
];
