import { countedArrayField, headingField, stringField } from "../../../studio/schemaTypes/fields.ts";

/**
 * The process page's opening (badge, the page's heading, figures), as top-level fields of the process
 * page: they were stored there before this block had a folder, and the page's heading is its title.
 */
export const processHeroSchemaFields = [
  stringField({
    name: "badge",
    title: "Badge",
    description: "Small badge above the title.",
    required: true,
    group: "content",
  }),
  headingField("heading", "Heading", "Title and introduction of the page."),
  countedArrayField({
    name: "stats",
    title: "Figures",
    description: "Headline figures under the title.",
    of: "stat",
    min: 1,
    group: "content",
  }),
];
