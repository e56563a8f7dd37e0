"use client";

import { onDemand } from "../ui/on-demand.tsx";

/*
 * The public forms as islands whose code (react-hook-form, the form kit, the form, the sign-in tabs) loads
 * when a visitor is about to reach or use them, not with the page: the server renders each in full
 * meanwhile. A form a page opens with (/contact's, /auth's) is in view at once, so its code follows the
 * page's without delaying it.
 */
export const NewsletterIsland = onDemand(() => import("./lead-forms.ts").then((m) => m.NewsletterForm));
export const EvaluationIsland = onDemand(() => import("./lead-forms.ts").then((m) => m.EvaluationForm));
export const ContactIsland = onDemand(() => import("./lead-forms.ts").then((m) => m.ContactForm));
export const AuthIsland = onDemand(() => import("./auth-panel.tsx").then((m) => m.AuthPanel));
