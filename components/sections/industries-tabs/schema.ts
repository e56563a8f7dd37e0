import { defineField, defineType } from "sanity";
import { stringField, textField } from "../../../studio/schemaTypes/fields.ts";

/** The industries page's quote call to action, also shown under the home page's industry tabs. */
export const quoteCtaField = () =>
  defineField({
    name: "quoteCta",
    title: "Quote call to action",
    description: "Under the industry tabs, here and on the home page.",
    type: "quoteCallout",
    group: "content",
    validation: (rule) => rule.required(),
  });

/** The call to action under the industry tabs. */
export const quoteCallout = defineType({
  name: "quoteCallout",
  title: "Quote call to action",
  type: "object",
  description: "The closing call to action that opens the quote dialog.",
  fields: [
    stringField({
      name: "title",
      title: "Title",
      description: "Headline of the call to action.",
      required: true,
    }),
    textField({ name: "text", title: "Text", description: "One sentence under the title.", required: true }),
    stringField({
      name: "buttonLabel",
      title: "Button label",
      description: "The button opens the quote dialog.",
      required: true,
    }),
    stringField({
      name: "smallPrint",
      title: "Small print",
      description: "Under the button. Write {quoteSteps} where the number of quote steps belongs.",
      required: true,
    }),
  ],
  preview: { select: { title: "title", subtitle: "buttonLabel" } },
});
