import { defineField, defineType } from "sanity";
import { REVIEW_TYPE } from "../../translations/state.ts";

/**
 * An editor's "Mark as up to date" on a translation: the English revision it was checked against
 * (studio/translations/state.ts). Written by that action only; no page reads it and no list shows it.
 */
export const translationReview = defineType({
  name: REVIEW_TYPE,
  title: "Translation review",
  type: "document",
  readOnly: true,
  fields: [
    defineField({ name: "english", title: "English document", type: "string" }),
    defineField({ name: "englishRevision", title: "English revision checked", type: "string" }),
  ],
});
