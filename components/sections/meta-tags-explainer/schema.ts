import { headingField, stringField, stringListField } from "../../../studio/schemaTypes/fields.ts";

/** The test page's emitted tags and checklist, top-level fields of the test page as stored. */
export const metaTagsSchemaFields = [
  headingField("tagsHeading", "Emitted tags heading", "Above the list of the tags this page itself emits."),
  stringField({
    name: "checklistTitle",
    title: "Checklist title",
    description: "Above the checklist.",
    required: true,
    group: "content",
  }),
  stringListField({
    name: "checklist",
    title: "Checklist",
    description: "Things to verify when a page is shared.",
    itemTitle: "Item",
    min: 1,
    group: "content",
  }),
];
