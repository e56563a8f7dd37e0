import { defineArrayMember, defineField, defineType, type ImageRule } from "sanity";
import { noTypedFacts, statText } from "./fact-rules.ts";
import {
  buttonPairFields,
  countedArrayField,
  hrefField,
  iconField,
  richTextRules,
  stringField,
  stringListField,
  textField,
} from "./fields.ts";

/** Asset ids carry the pixel size (`image-<hash>-1200x630-svg`), so the size is checked without a request. */
export function imageDimensions(ref: string): { width: number; height: number } | null {
  const match = /-(\d+)x(\d+)-[a-z0-9]+$/.exec(ref);
  if (!match) return null;
  return { width: Number(match[1]), height: Number(match[2]) };
}

export function openGraphImageRule(value: unknown): true | string {
  const ref = (value as { asset?: { _ref?: string } } | undefined)?.asset?._ref;
  if (!ref) return true;
  const size = imageDimensions(ref);
  if (!size) return true;
  return size.width === 1200 && size.height === 630
    ? true
    : `Open Graph images must be 1200×630 pixels; this one is ${size.width}×${size.height}.`;
}

// Sanity folds an image's sub-field rules into the image's own rule, levels included, so the alt
// text keeps a plain required rule: a count warning here would turn the size error into a warning.
export const altField = defineField({
  name: "alt",
  title: "Alternative text",
  description: "Describes the image for screen readers and search engines.",
  type: "string",
  validation: (rule) => rule.required(),
});

/** A picture editors place and crop (hotspot), always with its alternative text. */
export function pictureField({
  name,
  title,
  description,
  required = false,
}: {
  name: string;
  title: string;
  description: string;
  required?: boolean;
}) {
  return defineField({
    name,
    title,
    description,
    type: "image",
    options: { hotspot: true },
    fields: [altField],
    ...(required ? { validation: (rule: ImageRule) => rule.required() } : {}),
  });
}

export const seo = defineType({
  name: "seo",
  title: "SEO",
  type: "object",
  description: "How the page appears in search results and when shared on social media.",
  fields: [
    stringField({
      name: "title",
      title: "Title",
      description: "Shown in the browser tab and as the search result headline.",
      required: true,
      max: 70,
    }),
    textField({
      name: "description",
      title: "Description",
      description: "One or two sentences for search results; 150–160 characters works best.",
      required: true,
      max: 170,
      rows: 2,
    }),
    defineField({
      name: "ogImage",
      title: "Social image",
      description: "1200×630 pixels. Leave empty to use the default image from Site settings.",
      type: "image",
      fields: [altField],
      validation: (rule) => rule.custom(openGraphImageRule).error(),
    }),
  ],
  preview: { select: { title: "title", subtitle: "description", media: "ogImage" } },
});

export const cta = defineType({
  name: "cta",
  title: "Button",
  type: "object",
  description: "A button or link: its label and where it goes.",
  fields: [
    stringField({
      name: "label",
      title: "Label",
      description: "Text on the button.",
      required: true,
      max: 40,
    }),
    hrefField(),
  ],
  preview: { select: { title: "label", subtitle: "href" } },
});

export const navLink = defineType({
  name: "navLink",
  title: "Link",
  type: "object",
  description: "A navigation or footer link.",
  fields: [
    stringField({ name: "label", title: "Label", description: "Text of the link.", required: true, max: 40 }),
    hrefField(),
  ],
  preview: { select: { title: "label", subtitle: "href" } },
});

export const stat = defineType({
  name: "stat",
  title: "Figure",
  type: "object",
  description:
    "A headline number and what it counts, e.g. {projectsDelivered} / Projects delivered. A company figure is written as its token from Company facts.",
  fields: [
    stringField({
      name: "value",
      title: "Value",
      description:
        "The figure as shown (99.9%, 24/7), or the token of a company fact such as {projectsDelivered} or {officeCount}.",
      required: true,
      max: 12,
    }),
    stringField({ name: "label", title: "Label", description: "What the figure counts.", required: true }),
  ],
  // The value and its label only type a company fact together ("150+" + "Projects").
  validation: (rule) => rule.custom(noTypedFacts(statText)).warning(),
  preview: { select: { title: "value", subtitle: "label" } },
});

export const sectionHeading = defineType({
  name: "sectionHeading",
  title: "Section heading",
  type: "object",
  description: "The small label, title and introduction at the top of a section.",
  fields: [
    stringField({ name: "eyebrow", title: "Label", description: "Small uppercase label above the title." }),
    stringField({ name: "title", title: "Title", description: "The section's headline.", required: true }),
    textField({ name: "text", title: "Introduction", description: "One or two sentences under the title." }),
  ],
  preview: { select: { title: "title", subtitle: "eyebrow" } },
});

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

export const office = defineType({
  name: "office",
  title: "Office",
  type: "object",
  description: "One of the agency's offices, listed in the footer and on the contact page.",
  fields: [
    stringField({ name: "city", title: "City", description: "e.g. Houston.", required: true }),
    stringField({
      name: "region",
      title: "Region",
      description: "State or country, e.g. Texas.",
      required: true,
    }),
    stringField({
      name: "address",
      title: "Address",
      description: "Street address or district.",
      required: true,
    }),
    stringField({ name: "phone", title: "Phone", description: "Local phone number.", required: true }),
    stringField({ name: "timezone", title: "Time zone", description: "e.g. Central Time.", required: true }),
    defineField({
      name: "isHeadquarters",
      title: "Headquarters",
      description: "Marks the head office.",
      type: "boolean",
      initialValue: false,
      validation: (rule) => rule.required(),
    }),
  ],
  preview: { select: { title: "city", subtitle: "address" } },
});

export const processPhase = defineType({
  name: "processPhase",
  title: "Process phase",
  type: "object",
  description:
    "One phase of the delivery process. Its number and progress are worked out from its position in the list.",
  fields: [
    stringField({ name: "title", title: "Title", description: "e.g. Discovery & Strategy.", required: true }),
    stringField({
      name: "duration",
      title: "Duration",
      description: "e.g. 1-2 weeks, Ongoing.",
      required: true,
    }),
    textField({
      name: "description",
      title: "Description",
      description: "What happens in this phase.",
      required: true,
    }),
    stringListField({
      name: "bullets",
      title: "Highlights",
      description: "Exactly four short points.",
      itemTitle: "Highlight",
      count: 4,
    }),
  ],
  preview: { select: { title: "title", subtitle: "duration" } },
});

export const textSection = defineType({
  name: "textSection",
  title: "Text section",
  type: "object",
  description: "A titled paragraph.",
  fields: [
    stringField({ name: "title", title: "Title", description: "Heading of the section.", required: true }),
    textField({ name: "text", title: "Text", description: "The paragraph.", required: true, rows: 4 }),
  ],
  preview: { select: { title: "title", subtitle: "text" } },
});

export const banner = defineType({
  name: "banner",
  title: "Call to action banner",
  type: "object",
  description: "A closing banner with a title, a sentence and two buttons.",
  fields: [
    stringField({ name: "title", title: "Title", description: "The banner headline.", required: true }),
    textField({ name: "text", title: "Text", description: "One sentence under the title.", required: true }),
    ...buttonPairFields(),
  ],
  preview: { select: { title: "title", subtitle: "text" } },
});

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

export const richText = defineType({
  name: "richText",
  title: "Rich text",
  type: "array",
  description: "Headings, paragraphs, lists and links.",
  of: [
    defineArrayMember({
      type: "block",
      styles: [
        { title: "Paragraph", value: "normal" },
        { title: "Heading", value: "h2" },
        { title: "Subheading", value: "h3" },
      ],
      lists: [{ title: "Bullets", value: "bullet" }],
      marks: {
        decorators: [
          { title: "Bold", value: "strong" },
          { title: "Italic", value: "em" },
        ],
        annotations: [
          defineArrayMember({
            name: "link",
            type: "object",
            title: "Link",
            fields: [hrefField()],
          }),
        ],
      },
    }),
  ],
  validation: (rule) => richTextRules(rule as never) as never,
});

export const labelledCards = defineType({
  name: "labelledCards",
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

export const objectTypes = [
  seo,
  cta,
  navLink,
  stat,
  sectionHeading,
  iconCard,
  office,
  processPhase,
  textSection,
  banner,
  quoteCallout,
  richText,
  labelledCards,
];
