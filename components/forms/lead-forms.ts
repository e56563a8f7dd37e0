// The three lead forms as one module, fetched by whichever of their islands comes first (./on-demand-forms.tsx).
// Apart, each import carried its own copy of what they share (the form kit, the toast catalogue, Panda's
// runtime): the home page, which shows all three, fetched it three times (34.5 KiB gzip; together 16).
export { ContactForm } from "./contact-form.tsx";
export { EvaluationForm } from "./evaluation-form.tsx";
export { NewsletterForm } from "./newsletter-form.tsx";
