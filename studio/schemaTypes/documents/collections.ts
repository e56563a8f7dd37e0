import { Briefcase, Building2, FolderKanban, Layers, MessageSquareQuote } from "lucide-react";
import { defineField, defineType } from "sanity";
import { filledStars, MAX_RATING } from "../../../components/sections/testimonials/rating.ts";
import { EMPLOYMENT_TYPES } from "../../../lib/content/employment.ts";
import {
  accentField,
  countedArrayField,
  gradientField,
  iconField,
  orderField,
  slugField,
  stringField,
  stringListField,
  textField,
} from "../fields.ts";
import { pictureField } from "../objects.ts";

const byOrder = [
  { title: "Display order", name: "order", by: [{ field: "order", direction: "asc" as const }] },
];

export const service = defineType({
  name: "service",
  title: "Service",
  type: "document",
  icon: Layers,
  description: "A service card of the home page grid; also lists the service in the footer.",
  fields: [
    stringField({ name: "title", title: "Title", description: "e.g. Web Development.", required: true }),
    slugField("The service page address: /services/<segment>, e.g. web-development."),
    stringField({
      name: "category",
      title: "Category",
      description: "Shown in capitals above the title, e.g. TECHNOLOGY.",
      required: true,
    }),
    textField({
      name: "description",
      title: "Description",
      description: "One sentence on the card.",
      required: true,
      max: 140,
    }),
    iconField(),
    gradientField(),
    accentField(),
    orderField(),
  ],
  orderings: byOrder,
  preview: { select: { title: "title", subtitle: "category" } },
});

export const industry = defineType({
  name: "industry",
  title: "Industry",
  type: "document",
  icon: Building2,
  description: "An industry tab of the home page and the industries page.",
  fields: [
    stringField({ name: "name", title: "Name", description: "Tab label, e.g. Legal.", required: true }),
    slugField("Anchor of the industry on /industries, e.g. legal."),
    stringField({
      name: "linkLabel",
      title: "Footer label",
      description: "How the footer names the industry, e.g. Legal Services.",
      required: true,
    }),
    iconField(),
    stringField({
      name: "headline",
      title: "Headline",
      description: "Title inside the tab.",
      required: true,
    }),
    textField({
      name: "overview",
      title: "Overview",
      description: "A paragraph on what we do for this industry.",
      required: true,
      rows: 4,
    }),
    countedArrayField({
      name: "stats",
      title: "Figures",
      description: "Exactly three figures.",
      of: "stat",
      count: 3,
    }),
    stringListField({
      name: "services",
      title: "Services",
      description: "Exactly four services we offer this industry.",
      itemTitle: "Service",
      count: 4,
    }),
    stringListField({
      name: "specialties",
      title: "Technical specialties",
      description: "Exactly nine specialties.",
      itemTitle: "Specialty",
      count: 9,
    }),
    stringField({
      name: "quoteButtonLabel",
      title: "Quote button label",
      description: "The button at the end of the tab; it opens the quote dialog.",
      required: true,
    }),
    orderField(),
  ],
  orderings: byOrder,
  preview: { select: { title: "name", subtitle: "headline" } },
});

export const caseStudy = defineType({
  name: "caseStudy",
  title: "Case study",
  type: "document",
  icon: FolderKanban,
  description: "A project shown in the portfolio section.",
  fields: [
    stringField({ name: "title", title: "Title", description: "Project name.", required: true }),
    slugField("The case study's address: /insights/<segment>, e.g. healthcare-portal."),
    stringField({
      name: "category",
      title: "Category",
      description: "Industry, e.g. Healthcare.",
      required: true,
    }),
    textField({
      name: "description",
      title: "Description",
      description: "Two sentences on the work.",
      required: true,
    }),
    pictureField({
      name: "image",
      title: "Image",
      description: "Landscape image, at least 1200 pixels wide.",
      required: true,
    }),
    stringListField({
      name: "tags",
      title: "Tags",
      description: "Technologies and themes, e.g. React, HIPAA.",
      itemTitle: "Tag",
      min: 1,
    }),
    countedArrayField({
      name: "metrics",
      title: "Results",
      description: "Exactly three results.",
      of: "stat",
      count: 3,
    }),
    countedArrayField({
      name: "story",
      title: "Story",
      description:
        "The case study page: a titled paragraph each for the challenge, the work and the outcome.",
      of: "textSection",
      min: 1,
    }),
    orderField(),
  ],
  orderings: byOrder,
  preview: { select: { title: "title", subtitle: "category", media: "image" } },
});

export const testimonial = defineType({
  name: "testimonial",
  title: "Testimonial",
  type: "document",
  icon: MessageSquareQuote,
  description: "A client quote shown on the process page.",
  fields: [
    stringField({ name: "name", title: "Name", description: "The client's name.", required: true }),
    stringField({ name: "role", title: "Role", description: "e.g. CEO.", required: true }),
    stringField({ name: "company", title: "Company", description: "The client's company.", required: true }),
    textField({ name: "quote", title: "Quote", description: "What they said.", required: true, rows: 4 }),
    defineField({
      name: "rating",
      title: "Rating",
      description: `Stars out of ${MAX_RATING}.`,
      type: "number",
      initialValue: MAX_RATING,
      validation: (rule) => [
        rule.required(),
        rule.integer().error("A whole number of stars."),
        rule.min(1).error(`A rating is 1 to ${MAX_RATING} stars.`),
        rule.max(MAX_RATING).error(`A rating is 1 to ${MAX_RATING} stars.`),
      ],
    }),
    orderField(),
  ],
  orderings: byOrder,
  preview: {
    select: { title: "name", company: "company", rating: "rating" },
    prepare: ({ title, company, rating }: { title?: string; company?: string; rating?: number }) => ({
      title,
      subtitle: `${company ?? ""} · ${"★".repeat(filledStars(rating ?? 0))}`,
    }),
  },
});

export const jobOpening = defineType({
  name: "jobOpening",
  title: "Job opening",
  type: "document",
  icon: Briefcase,
  description: "An open role on the careers page.",
  fields: [
    stringField({ name: "title", title: "Title", description: "e.g. UI/UX Designer.", required: true }),
    stringField({
      name: "department",
      title: "Department",
      description: "e.g. Engineering.",
      required: true,
    }),
    stringField({
      name: "location",
      title: "Location",
      description: "e.g. Houston TX / Remote.",
      required: true,
    }),
    defineField({
      name: "employmentType",
      title: "Employment type",
      description: "How the role is contracted.",
      type: "string",
      options: { list: [...EMPLOYMENT_TYPES] },
      initialValue: EMPLOYMENT_TYPES[0],
      validation: (rule) => rule.required(),
    }),
    textField({
      name: "summary",
      title: "Summary",
      description: "Two sentences on the role.",
      required: true,
    }),
    orderField(),
  ],
  orderings: byOrder,
  preview: { select: { title: "title", subtitle: "location" } },
});

export const collectionTypes = [service, industry, caseStudy, testimonial, jobOpening];
