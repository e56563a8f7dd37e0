/** The dialog's name and promise, shared by the frame shown at the tap and the wizard that replaces it. */
export const QUOTE_TITLE = "Get Your Comprehensive Quote";
export const QUOTE_DESCRIPTION =
  "Tell us about your project. We reply within 24 hours with a detailed proposal.";
