// The words of the site's chrome that are code, not content: each language's dictionary has every key
// of this one (./es.ts is typed by it), read on the server and handed to islands as props.
import { type LeadToast, leadToastNames, leadWords } from "../../leads/result.ts";
import { toastMessage } from "../../runtime/toasts.ts";
import { validationWords } from "../../validations/messages.ts";

/** The lead forms' toasts as the catalogue words them (lib/runtime/toasts.ts), the one source of both. */
const leadToasts = Object.fromEntries(
  leadToastNames.map((name) => {
    const { title, description } = toastMessage(name);
    return [name, { title, description }];
  }),
) as Record<LeadToast, { title: string; description: string }>;

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
  },
  languageSwitch: {
    /** Names the other language, in that language: what a reader of it looks for. */
    label: "Español",
    navLabel: "Language",
  },
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
} as const;

/** A dictionary: the shape of the English one, any words. */
type Words<T> = { readonly [K in keyof T]: T[K] extends string ? string : Words<T[K]> };
export type Dictionary = Words<typeof en>;
