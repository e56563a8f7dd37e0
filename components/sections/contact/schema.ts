import { defineField, defineType } from "sanity";
import {
  countedArrayField,
  headingField,
  hrefField,
  iconField,
  stringField,
} from "../../../studio/schemaTypes/fields.ts";

/** The home page's contact block as editors fill it in; the contact page shows the same cards. */
export const homeContact = defineType({
  name: "homeContact",
  title: "Contact section",
  type: "object",
  fields: [
    defineField({
      name: "heading",
      title: "Heading",
      description: "Title and introduction.",
      type: "sectionHeading",
      validation: (rule) => rule.required(),
    }),
    countedArrayField({
      name: "cards",
      title: "Info cards",
      description: "Exactly four cards.",
      of: "contactCard",
      count: 4,
    }),
    stringField({
      name: "formTitle",
      title: "Form title",
      description: "Above the quick contact form.",
      required: true,
    }),
    stringField({
      name: "quoteButtonLabel",
      title: "Quote button label",
      description: "Opens the quote dialog.",
      required: true,
    }),
    defineField({
      name: "call",
      title: "Call button",
      description: "e.g. Call Now with a tel: link.",
      type: "cta",
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "chat",
      title: "Chat button",
      description: "e.g. Live Chat.",
      type: "cta",
      validation: (rule) => rule.required(),
    }),
  ],
});

/** One of the contact block's info cards. */
export const contactCard = defineType({
  name: "contactCard",
  title: "Contact card",
  type: "object",
  description: "One of the info cards of the contact section (email, phone, office, hours).",
  fields: [
    iconField(),
    stringField({ name: "title", title: "Title", description: "e.g. Email us.", required: true }),
    stringField({
      name: "value",
      title: "Main line",
      description: "The address, number or hours.",
      required: true,
    }),
    stringField({ name: "note", title: "Second line", description: "A short note under the main line." }),
    hrefField({
      required: false,
      description: "Optional: mailto:, tel: or a map link, which makes the main line clickable.",
    }),
  ],
  preview: { select: { title: "title", subtitle: "value" } },
});

/** A landing page's contact section: its own heading over the home page's cards, buttons and form. */
export const contactBlock = defineType({
  name: "contactBlock",
  title: "Contact form",
  type: "object",
  fields: [
    headingField(
      "heading",
      "Heading",
      "Above the contact details (edited in the home page's Contact section) and the quick contact form.",
      null,
    ),
  ],
  preview: {
    select: { title: "heading.title" },
    prepare: ({ title }) => ({ title, subtitle: "Contact form" }),
  },
});
