// The words of the site's chrome that are code, not content: each language's dictionary has every key
// of this one (./es.ts is typed by it), read on the server and handed to islands as props.
import { authServerErrors, englishAuthWords } from "../../auth/words.ts";
import { type LeadToast, leadToastNames, leadWords } from "../../leads/result.ts";
import { quoteSteps } from "../../quote/steps.ts";
import { englishQuoteSummary } from "../../quote/wizard.ts";
import { TOAST_DISMISS, toastMessage } from "../../runtime/toasts.ts";
import { analyzerWords } from "../../seo/words.ts";
import { validationWords } from "../../validations/messages.ts";
import {
  budgetOptions,
  featureOptions,
  industryOptions,
  type Option,
  projectTypeOptions,
  timelineOptions,
} from "../../validations/options.ts";
import { englishQuoteWords } from "../../validations/quote.ts";

/** The lead forms' toasts as the catalogue words them (lib/runtime/toasts.ts), the one source of both. */
const leadToasts = Object.fromEntries(
  leadToastNames.map((name) => {
    const { title, description } = toastMessage(name);
    return [name, { title, description }];
  }),
) as Record<LeadToast, { title: string; description: string }>;

/** An option list's labels by value, as the English options word them. */
const labels = <const T extends readonly Option[]>(options: T) =>
  Object.fromEntries(options.map((option) => [option.value, option.label])) as {
    [K in T[number]["value"]]: string;
  };
const named = <const T extends readonly string[]>(values: T) =>
  Object.fromEntries(values.map((value) => [value, value])) as { [K in T[number]]: string };

export const en = {
  chrome: {
    skipToContent: "Skip to content",
    homeLink: "{siteName}, home",
    mainNav: "Main",
    mobileNav: "Mobile",
    legalNav: "Legal",
    openMenu: "Open menu",
    closeMenu: "Close menu",
    contactCta: "Contact us",
    headquarters: "Headquarters · ",
    signOut: "Sign Out",
  },
  languageSwitch: {
    /** Names the other language, in that language: what a reader of it looks for. */
    label: "Español",
    navLabel: "Language",
  },
  /** Every toast's close button (a toast's own words are its form's). */
  toast: { dismiss: TOAST_DISMISS },
  /** The lead forms: labels, buttons, validation messages (the server's too) and toasts. */
  forms: {
    validation: validationWords,
    lead: leadWords,
    honeypot: "Leave this field empty",
    toasts: leadToasts,
    contact: {
      formName: "Quick contact",
      firstName: "First name",
      lastName: "Last name",
      email: "Email",
      company: "Company",
      message: "Message",
      submit: "Send Message",
      busy: "Sending...",
    },
    newsletter: {
      formName: "Newsletter",
      email: "Email address",
      /** The e-mail field's name in its messages. */
      emailInMessages: "Email",
      placeholder: "you@company.com",
      submit: "Subscribe",
      busy: "Subscribing...",
    },
    evaluation: {
      formName: "Project evaluation",
      name: "Name",
      email: "Email",
      phone: "Phone",
      /** The phone field's name in its messages. */
      phoneInMessages: "Phone number",
      service: "Service",
      servicePlaceholder: "Select a service",
      serviceChoice: "Please choose a service from the list.",
      submit: "Get My Free Evaluation",
      busy: "Submitting...",
    },
  },
  /** The quote wizard, its server-drawn first step and /quote: every word a visitor reads in it. */
  quote: {
    title: "Get Your Comprehensive Quote",
    description: "Tell us about your project. We reply within 24 hours with a detailed proposal.",
    formName: "Quote request",
    stepOf: "Step {step} of {count}",
    steps: {
      contact: quoteSteps[0],
      project: quoteSteps[1],
      features: quoteSteps[2],
      final: quoteSteps[3],
    },
    progress: "Quote request progress",
    progressStep: "Step {step}",
    progressDone: ", completed",
    previous: "Previous",
    next: "Next Step",
    submit: "Submit Quote Request",
    busy: "Submitting...",
    close: "Close",
    loading: "Loading the form…",
    failed: "The form could not be loaded. Check your connection, then",
    retry: "try again",
    fields: {
      name: "Full Name",
      email: "Email Address",
      phone: "Phone Number",
      company: "Company",
      projectType: "Project Type",
      budget: "Budget Range",
      timeline: "Timeline",
      description: "Project Description",
      industry: "Industry",
      currentWebsite: "Current Website",
      features: "Features",
      goals: "Goals",
    },
    placeholders: {
      projectType: "Select a project type",
      budget: "Select a budget",
      timeline: "Select a timeline",
      description: "What should it do, and for whom?",
      industry: "Select an industry",
      goals: "What does success look like for this project?",
    },
    featuresHelp: "Choose any that apply.",
    optional: "Optional",
    estimateTitle: "Instant estimate",
    estimateUnavailable:
      "The instant estimate is not available right now. Your detailed proposal will include pricing.",
    summaryTitle: "Your request",
    summary: englishQuoteSummary.summary,
    /** The schema's messages: the fields as they are named in them, and the choices' own. */
    messages: englishQuoteWords.messages,
    projectTypes: labels(projectTypeOptions),
    budgets: labels(budgetOptions),
    timelines: labels(timelineOptions),
    industries: named(industryOptions),
    features: named(featureOptions),
  },
  /**
   * The sign-in page (/auth): its heading, both forms, their checks, toasts and notices, and the auth
   * server's errors. The English page shows the server's own message; `serverErrors` words them by code
   * for a language the server does not speak.
   */
  auth: { ...englishAuthWords, serverErrors: authServerErrors },
  /** The e-mail a visitor gets once their lead is stored, in the language the lead records. */
  confirmationMail: {
    greeting: "Hello {name},",
    greetingWithoutName: "Hello,",
    contactSubject: "We received your message",
    contactBody: "Thank you for writing to us. We'll get back to you within 24 hours.",
    evaluationSubject: "We received your evaluation request",
    evaluationBody:
      "Thank you for your request. We'll get back to you within 2 hours with your project evaluation.",
    quoteSubject: "We received your quote request",
    quoteBody:
      "Thank you for your quote request. We'll contact you within 24 hours with a detailed proposal.",
    quoteEstimate: "The instant estimate you saw: {range}.",
    newsletterSubject: "Welcome to our newsletter",
    newsletterBody: "Thank you for subscribing. Stay tuned for updates!",
    yourMessage: "Your message:",
    notYou: "If you did not send this, you can ignore this e-mail.",
    visit: "Visit us: {url}",
  },
  /** The SEO analyzer: its form, report, findings and "How we score" (lib/seo/words.ts, the engine's too). */
  analyzer: analyzerWords,
} as const;

/** A dictionary: the shape of the English one, any words. */
type Words<T> = { readonly [K in keyof T]: T[K] extends string ? string : Words<T[K]> };
export type Dictionary = Words<typeof en>;
