import {
  Briefcase,
  FileText,
  FlaskConical,
  House,
  Images,
  Info,
  ListOrdered,
  Mail,
  SearchX,
  Settings,
} from "lucide-react";
import { defineField, defineType } from "sanity";
import { pageCtaField } from "../../../components/sections/closing-banner/schema.ts";
import { benefitsSchemaFields, valuesSchemaFields } from "../../../components/sections/icon-cards/schema.ts";
import { quoteCtaField } from "../../../components/sections/industries-tabs/schema.ts";
import { jobOpeningsSchemaFields } from "../../../components/sections/job-openings/schema.ts";
import { legalBodySchemaFields } from "../../../components/sections/legal-body/schema.ts";
import { metaTagsSchemaFields } from "../../../components/sections/meta-tags-explainer/schema.ts";
import { officesHeadingField } from "../../../components/sections/offices/schema.ts";
import { processHeroSchemaFields } from "../../../components/sections/process-hero/schema.ts";
import { processPhasesSchemaFields } from "../../../components/sections/process-phases/schema.ts";
import { aboutFiguresField } from "../../../components/sections/stats-band/schema.ts";
import { testimonialsSchemaFields } from "../../../components/sections/testimonials/schema.ts";
import { storyField, tagGroupsField } from "../../../components/sections/text-sections/schema.ts";
import { whyChooseUsSchemaFields } from "../../../components/sections/why-choose-us/schema.ts";
import { type SingletonId, singletonTitle } from "../../../lib/content/singletons.ts";
import { hostProblem } from "../../../lib/redirects/rules.ts";
import { countedArrayField, headingField as heading, stringField, textField } from "../fields.ts";

export const seoField = () =>
  defineField({
    name: "seo",
    title: "SEO",
    description: "Search and social sharing details of this page.",
    type: "seo",
    group: "seo",
    validation: (rule) => rule.required(),
  });

const groups = [
  { name: "content", title: "Content", default: true },
  { name: "seo", title: "SEO" },
];

const singletonPreview = (id: SingletonId) => ({
  prepare: () => ({ title: singletonTitle(id) }),
});

export const siteSettings = defineType({
  name: "siteSettings",
  title: singletonTitle("siteSettings"),
  type: "document",
  icon: Settings,
  description: "Header, footer, contact details and offices shown on every page.",
  groups: [
    { name: "brand", title: "Brand", default: true },
    { name: "navigation", title: "Navigation" },
    { name: "contact", title: "Contact & offices" },
    { name: "footer", title: "Footer" },
    { name: "seo", title: "Default SEO" },
    { name: "redirects", title: "Redirects" },
  ],
  fields: [
    stringField({
      name: "siteName",
      title: "Site name",
      description: "Shown in the logo and titles.",
      required: true,
      group: "brand",
    }),
    textField({
      name: "tagline",
      title: "Tagline",
      description: "The sentence under the logo in the footer.",
      required: true,
      group: "brand",
    }),
    countedArrayField({
      name: "nav",
      title: "Header links",
      description: "The main navigation, in order.",
      of: "navLink",
      min: 1,
      group: "navigation",
    }),
    stringField({
      name: "signInLabel",
      title: "Sign-in link label",
      description: "Header link to /auth for signed-out visitors.",
      required: true,
      group: "navigation",
    }),
    countedArrayField({
      name: "companyLinks",
      title: "Company links",
      description: "The footer's company column.",
      of: "navLink",
      min: 1,
      group: "navigation",
    }),
    countedArrayField({
      name: "legalLinks",
      title: "Legal links",
      description: "Privacy and terms links at the bottom of the footer.",
      of: "navLink",
      min: 1,
      group: "navigation",
    }),
    defineField({
      name: "contact",
      title: "Contact details",
      description: "Email addresses and the main phone line.",
      type: "object",
      group: "contact",
      validation: (rule) => rule.required(),
      fields: [
        stringField({ name: "email", title: "General email", description: "e.g. hello@…", required: true }),
        stringField({
          name: "supportEmail",
          title: "Support email",
          description: "e.g. support@…",
          required: true,
        }),
        stringField({
          name: "phone",
          title: "Main phone",
          description: "As it should be displayed.",
          required: true,
        }),
        stringField({
          name: "phoneNote",
          title: "Phone note",
          description: "e.g. Available 24/7.",
          required: true,
        }),
      ],
    }),
    countedArrayField({
      name: "offices",
      title: "Offices",
      description: "Headquarters first.",
      of: "office",
      min: 1,
      group: "contact",
    }),
    defineField({
      name: "footer",
      title: "Footer",
      description: "Column titles, the newsletter invitation and the copyright line.",
      type: "object",
      group: "footer",
      validation: (rule) => rule.required(),
      fields: [
        stringField({
          name: "servicesTitle",
          title: "Services column title",
          description: "Heading of the services list.",
          required: true,
        }),
        stringField({
          name: "industriesTitle",
          title: "Industries column title",
          description: "Heading of the industries list.",
          required: true,
        }),
        stringField({
          name: "companyTitle",
          title: "Company column title",
          description: "Heading of the company links.",
          required: true,
        }),
        stringField({
          name: "officesTitle",
          title: "Offices column title",
          description: "Heading of the offices.",
          required: true,
        }),
        stringField({
          name: "newsletterTitle",
          title: "Newsletter title",
          description: "Above the newsletter form.",
          required: true,
        }),
        textField({
          name: "newsletterText",
          title: "Newsletter text",
          description: "One sentence on what subscribers get.",
          required: true,
          rows: 2,
        }),
        stringField({
          name: "copyright",
          title: "Copyright line",
          description: "The year is added in front automatically.",
          required: true,
        }),
      ],
    }),
    defineField({
      name: "defaultSeo",
      title: "Default SEO",
      description: "Used by pages that leave a field empty; the image is the default social image.",
      type: "seo",
      group: "seo",
      validation: (rule) => [
        rule.required(),
        rule.custom((value: { ogImage?: unknown } | undefined) =>
          value && !value.ogImage ? "Set a default social image (1200×630)." : true,
        ),
      ],
    }),
    defineField({
      name: "redirectHosts",
      title: "Allowed redirect hosts",
      description:
        "The other sites a redirect may send visitors to, one host name each (e.g. www.example.com). Empty: redirects stay on this site.",
      type: "array",
      group: "redirects",
      of: [{ type: "string" }],
      options: { layout: "tags" },
      validation: (rule) =>
        rule.custom((hosts: unknown[] | undefined) => {
          const wrong = (hosts ?? []).find((host) => hostProblem(host));
          return wrong === undefined ? true : `${String(wrong)}: ${hostProblem(wrong)}`;
        }),
    }),
  ],
  preview: singletonPreview("siteSettings"),
});

export const homePage = defineType({
  name: "homePage",
  title: singletonTitle("homePage"),
  type: "document",
  icon: House,
  description:
    "Every section of the home page. Services, industries and case studies are edited in their own lists.",
  groups: [...groups, { name: "hero", title: "Hero" }, { name: "sections", title: "Sections" }],
  fields: [
    seoField(),
    defineField({
      name: "hero",
      title: "Hero",
      description: "The first screen: title, subtitle, two buttons, three figures and a picture.",
      type: "homeHero",
      group: "hero",
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "evaluation",
      title: "Free evaluation",
      description: "Heading of the free project evaluation form under the hero.",
      type: "sectionHeading",
      group: "sections",
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "servicesSection",
      title: "Services section",
      description: "Heading of the service cards; the cards are the Services list.",
      type: "homeServicesSection",
      group: "sections",
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "about",
      title: "About section",
      description: "The introduction to the agency and how we work together.",
      type: "homeAbout",
      group: "sections",
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "industriesSection",
      title: "Industries section",
      description: "Heading of the industry tabs; the tabs are the Industries list.",
      type: "sectionHeading",
      group: "sections",
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "portfolio",
      title: "Portfolio section",
      description: "Heading of the case studies; the cards are the Case studies list.",
      type: "homePortfolio",
      group: "sections",
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "contact",
      title: "Contact section",
      description: "The four info cards, the quick contact form's title and the buttons beside it.",
      type: "homeContact",
      group: "sections",
      validation: (rule) => rule.required(),
    }),
  ],
  preview: singletonPreview("homePage"),
});

export const processPage = defineType({
  name: "processPage",
  title: singletonTitle("processPage"),
  type: "document",
  icon: ListOrdered,
  description:
    "The /services page: figures, the delivery phases, why choose us, testimonials and a call to action. Adding or removing a phase updates every {processSteps} in the copy.",
  groups,
  fields: [
    seoField(),
    ...processHeroSchemaFields,
    ...processPhasesSchemaFields,
    ...whyChooseUsSchemaFields,
    ...testimonialsSchemaFields,
    pageCtaField(),
  ],
  preview: singletonPreview("processPage"),
});

export const careersPage = defineType({
  name: "careersPage",
  title: singletonTitle("careersPage"),
  type: "document",
  icon: Briefcase,
  description: "Benefits and the copy around the open roles (edited in the Job openings list).",
  groups,
  fields: [
    seoField(),
    heading("heading", "Heading", "Title and introduction of the page."),
    ...benefitsSchemaFields,
    ...jobOpeningsSchemaFields,
  ],
  preview: singletonPreview("careersPage"),
});

export const industriesPage = defineType({
  name: "industriesPage",
  title: singletonTitle("industriesPage"),
  type: "document",
  icon: Info,
  description: "Page copy of /industries and the closing quote call to action shown under the industry tabs.",
  groups,
  fields: [
    seoField(),
    heading("heading", "Heading", "Title and introduction of /industries."),
    quoteCtaField(),
  ],
  preview: singletonPreview("industriesPage"),
});

export const aboutPage = defineType({
  name: "aboutPage",
  title: singletonTitle("aboutPage"),
  type: "document",
  icon: Info,
  description: "The /about page: story, figures and values.",
  groups,
  fields: [
    seoField(),
    heading("heading", "Heading", "Title and introduction of the page."),
    storyField(),
    aboutFiguresField(),
    ...valuesSchemaFields,
    officesHeadingField(),
  ],
  preview: singletonPreview("aboutPage"),
});

export const contactPage = defineType({
  name: "contactPage",
  title: singletonTitle("contactPage"),
  type: "document",
  icon: Mail,
  description: "The /contact page copy; the info cards come from the home page's contact section.",
  groups,
  fields: [
    seoField(),
    heading("heading", "Heading", "Title and introduction of the page."),
    officesHeadingField(),
  ],
  preview: singletonPreview("contactPage"),
});

export const portfolioPage = defineType({
  name: "portfolioPage",
  title: singletonTitle("portfolioPage"),
  type: "document",
  icon: Images,
  description: "The /insights page (labelled Portfolio) around the case studies.",
  groups,
  fields: [seoField(), heading("heading", "Heading", "Title and introduction of the page."), pageCtaField()],
  preview: singletonPreview("portfolioPage"),
});

export const testPage = defineType({
  name: "testPage",
  title: singletonTitle("testPage"),
  type: "document",
  icon: FlaskConical,
  description: "The /test page that explains the social media meta tags.",
  groups,
  fields: [
    seoField(),
    heading("heading", "Heading", "Title and introduction of the page."),
    tagGroupsField(),
    ...metaTagsSchemaFields,
  ],
  preview: singletonPreview("testPage"),
});

export const notFoundPage = defineType({
  name: "notFoundPage",
  title: singletonTitle("notFoundPage"),
  type: "document",
  icon: SearchX,
  description: "What visitors see on an address that does not exist.",
  fields: [
    stringField({ name: "title", title: "Title", description: "The headline.", required: true }),
    textField({ name: "text", title: "Text", description: "One sentence.", required: true, rows: 2 }),
    stringField({
      name: "linkLabel",
      title: "Link label",
      description: "The link back to the home page.",
      required: true,
    }),
  ],
  preview: singletonPreview("notFoundPage"),
});

export const legalPage = defineType({
  name: "legalPage",
  title: "Legal page",
  type: "document",
  icon: FileText,
  description: "The privacy policy or the terms of service.",
  groups,
  fields: [seoField(), ...legalBodySchemaFields],
  preview: { select: { title: "title", subtitle: "updatedAt" } },
});
