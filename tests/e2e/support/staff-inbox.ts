/** Where the suite's server sends staff notices: LEAD_NOTIFY_TO of the web server in playwright.config.ts. */
export const STAFF_INBOX = "leads@cardinal.test";
