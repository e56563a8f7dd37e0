import type { z } from "zod";
import { en } from "../i18n/dictionaries/en.ts";
import { es } from "../i18n/dictionaries/es.ts";
import type { Locale } from "../i18n/locales.ts";
import type { PricingModel } from "../quote/pricing.ts";
import { quoteRow } from "../quote/wizard.ts";
import { contactRow, contactSchema, contactSchemaIn } from "../validations/contact.ts";
import {
  type EvaluationSchemaWords,
  evaluationRow,
  evaluationSchema,
  withPublishedService,
} from "../validations/evaluation.ts";
import { newsletterSchema, newsletterSchemaIn } from "../validations/newsletter.ts";
import { quoteSchema, quoteSchemaIn } from "../validations/quote.ts";
import type { LeadForm } from "./intake.ts";

/** Each language's words of the lead forms (the dictionaries' `forms` group). */
const formWords = { en: en.forms, es: es.forms } as const;

/** The evaluation schema's words in a language: the same field names the form shows, but the phone's. */
const evaluationWords = (locale: Locale): EvaluationSchemaWords => {
  const words = formWords[locale].evaluation;
  return {
    fields: { name: words.name, email: words.email, phone: words.phoneInMessages },
    serviceChoice: words.serviceChoice,
    validation: formWords[locale].validation,
  };
};

/** The lead forms in English: schema, table, stored row and failure toasts. */
export const leadForms = {
  evaluation: {
    name: "evaluation",
    locale: "en",
    schema: evaluationSchema,
    table: "project_evaluations",
    toRow: evaluationRow,
    failedToast: "evaluationFailed",
  },
  contact: {
    name: "contact",
    locale: "en",
    schema: contactSchema,
    table: "contact_submissions",
    toRow: contactRow,
    failedToast: "contactFailed",
  },
  newsletter: {
    name: "newsletter",
    locale: "en",
    schema: newsletterSchema,
    table: "newsletter_subscriptions",
    toRow: (values) => ({ email: values.email }),
    failedToast: "newsletterFailed",
    toastForCode: { "23505": "newsletterDuplicate" },
  },
} as const satisfies {
  evaluation: LeadForm<typeof evaluationSchema>;
  contact: LeadForm<typeof contactSchema>;
  newsletter: LeadForm<typeof newsletterSchema>;
};

// A schema is costly to build: each language's is built once, on its first submission.
const built = new Map<string, unknown>();
function once<T>(key: string, build: () => T): T {
  if (!built.has(key)) built.set(key, build());
  return built.get(key) as T;
}

/** An English lead form answering in `locale`: its messages in that language, its lead recording it. */
function inLocale<S extends LeadForm<z.ZodType>["schema"]>(
  form: LeadForm<S>,
  locale: Locale,
  schema: (words: (typeof formWords)[Locale]) => S,
): LeadForm<S> {
  if (locale === "en") return form;
  return once(`${form.name}:${locale}`, () => ({
    ...form,
    locale,
    words: formWords[locale].lead,
    schema: schema(formWords[locale]),
  }));
}

export const contactLeadForm = (locale: Locale): LeadForm<typeof contactSchema> =>
  inLocale(leadForms.contact, locale, (words) =>
    contactSchemaIn({ fields: words.contact, validation: words.validation }),
  );

export const newsletterLeadForm = (locale: Locale): LeadForm<typeof newsletterSchema> =>
  inLocale(leadForms.newsletter, locale, (words) =>
    newsletterSchemaIn({ email: words.newsletter.emailInMessages, validation: words.validation }),
  );

/**
 * The evaluation request answering in `locale`, whose service must be one of `serviceKeys` (the published
 * services' slugs).
 */
export const evaluationLeadForm = (
  serviceKeys: readonly string[],
  locale: Locale = "en",
): LeadForm<ReturnType<typeof withPublishedService>> => ({
  ...leadForms.evaluation,
  locale,
  words: formWords[locale].lead,
  schema: withPublishedService(serviceKeys, evaluationWords(locale)),
});

/** The quote wizard's schema with its messages in `locale`. */
export const quoteSchemaFor = (locale: Locale): typeof quoteSchema =>
  locale === "en"
    ? quoteSchema
    : once(`quote:${locale}`, () =>
        quoteSchemaIn({
          messages: (locale === "es" ? es : en).quote.messages,
          validation: formWords[locale].validation,
        }),
      );

/**
 * The quote request, whose stored row carries the instant estimate of the given pricing model and the
 * service its project type is filed under, when that service is published.
 */
export const quoteLeadForm = (
  pricing: PricingModel | null,
  serviceKeys: readonly string[],
  locale: Locale = "en",
): LeadForm<typeof quoteSchema> => ({
  name: "quote",
  locale,
  words: formWords[locale].lead,
  schema: quoteSchemaFor(locale),
  table: "project_evaluations",
  toRow: (values) => quoteRow(values, pricing, serviceKeys),
  failedToast: "quoteFailed",
});
