import { en } from "../i18n/dictionaries/en.ts";
import { es } from "../i18n/dictionaries/es.ts";
import { fill } from "../i18n/fill.ts";
import { type Locale, languageTags, localizedPath } from "../i18n/locales.ts";
import { formatEstimateRange } from "../quote/estimate.ts";
import type { NoticeMail } from "./notice-transport.ts";

const mailWords = { en: en.confirmationMail, es: es.confirmationMail } as const;

type Lead = Record<string, unknown>;

const text = (value: unknown) => (typeof value === "string" && value.trim() !== "" ? value : null);

/**
 * The e-mail a visitor gets for their stored lead, to the address they typed, in the language the lead
 * records: what happens next, as the form's success toast promised, and what they sent.
 */
export function confirmationMail(leadTable: string, lead: Lead, siteUrl: URL): NoticeMail {
  const locale: Locale = lead.locale === "es" ? "es" : "en";
  const words = mailWords[locale];
  const email = text(lead.email);
  if (!email) throw new Error("the lead has no e-mail address");
  const name = text(lead.name) ?? text(lead.first_name);
  const home = new URL(localizedPath("/", locale) ?? "/", siteUrl).href;
  let subject: string;
  let body: string[];
  switch (leadTable) {
    case "contact_submissions":
      subject = words.contactSubject;
      body = [words.contactBody, "", words.yourMessage, String(lead.message ?? "")];
      break;
    case "project_evaluations":
      if (lead.project_description === null || lead.project_description === undefined) {
        subject = words.evaluationSubject;
        body = [words.evaluationBody];
      } else {
        subject = words.quoteSubject;
        body = [words.quoteBody];
        if (typeof lead.estimate_low === "number" && typeof lead.estimate_high === "number") {
          const range = formatEstimateRange(
            { low: lead.estimate_low, high: lead.estimate_high },
            languageTags[locale],
          );
          body.push("", fill(words.quoteEstimate, { range }));
        }
      }
      break;
    case "newsletter_subscriptions":
      subject = words.newsletterSubject;
      body = [words.newsletterBody];
      break;
    default:
      throw new Error(`no confirmation for leads of ${leadTable}`);
  }
  return {
    to: [email],
    kind: "lead-confirmation",
    subject,
    text: [
      name ? fill(words.greeting, { name }) : words.greetingWithoutName,
      "",
      ...body,
      "",
      fill(words.visit, { url: home }),
      "",
      words.notYou,
    ].join("\n"),
  };
}
