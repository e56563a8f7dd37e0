/** The quote wizard's steps, in order. Every sentence that counts them reads `quoteSteps.length`. */
export const quoteSteps = [
  "Contact Information",
  "Project Details",
  "Features & Requirements",
  "Final Details & Submit",
] as const;

export type QuoteStepTitle = (typeof quoteSteps)[number];
