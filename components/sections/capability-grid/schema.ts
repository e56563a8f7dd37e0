import { defineField } from "sanity";
import { countedArrayField } from "../../../studio/schemaTypes/fields.ts";

/** A service page's capability cards and their optional heading, top-level fields of the page as stored. */
export const capabilitiesSchemaFields = [
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
];
