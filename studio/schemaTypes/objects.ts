import { defineField, defineType, type ImageRule } from "sanity";
import { SeoInput } from "../seo-preview/seo-input.tsx";
import { hrefField, stringField, textField } from "./fields.ts";

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
    defineField({
      name: "noindex",
      title: "Hide from search engines",
      description:
        "Asks search engines not to list this page (robots noindex) and leaves it out of sitemap.xml. Visitors and links still reach it.",
      type: "boolean",
      initialValue: false,
      // The site's defaults are no page: hiding them would hide nothing.
      hidden: ({ document }) => document?._type === "siteSettings",
    }),
  ],
  components: { input: SeoInput },
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
      description: 'Text on the button: say where it leads ("Explore our services", not "Learn more").',
      required: true,
      max: 40,
      linkText: true,
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
    stringField({
      name: "label",
      title: "Label",
      description: "Text of the link: say where it leads.",
      required: true,
      max: 40,
      linkText: true,
    }),
    hrefField(),
  ],
  preview: { select: { title: "label", subtitle: "href" } },
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
