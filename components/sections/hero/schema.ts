import { defineType } from "sanity";
import {
  buttonPairFields,
  countedArrayField,
  stringField,
  textField,
} from "../../../studio/schemaTypes/fields.ts";
import { pictureField } from "../../../studio/schemaTypes/objects.ts";

/** The home page's first screen, as editors fill it in; `hero.tsx` renders it, `query.ts` reads it. */
export const homeHero = defineType({
  name: "homeHero",
  title: "Hero",
  type: "object",
  fields: [
    stringField({ name: "title", title: "Title", description: "The main headline.", required: true }),
    textField({
      name: "subtitle",
      title: "Subtitle",
      description: "The sentence under the headline.",
      required: true,
    }),
    ...buttonPairFields(),
    countedArrayField({
      name: "stats",
      title: "Figures",
      description: "Exactly three figures.",
      of: "stat",
      count: 3,
    }),
    pictureField({
      name: "image",
      title: "Picture",
      description:
        "Shown beside the headline on wide screens (phones show the headline alone). Portrait or square, at least 1000 pixels wide.",
    }),
  ],
});
