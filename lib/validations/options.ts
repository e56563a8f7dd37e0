import type { BudgetRange } from "../../supabase/limits.ts";

/** Option lists of the lead forms: the stored value and the label a visitor reads. */
export interface Option<V extends string = string> {
  value: V;
  label: string;
}

/** A published service as the lead forms offer it: its slug (the stored key) and its name on the site. */
export type ServiceOption = Option;

export const projectTypeOptions = [
  { value: "website", label: "Business Website" },
  { value: "ecommerce", label: "E-commerce Store" },
  { value: "webapp", label: "Web Application" },
  { value: "portfolio", label: "Portfolio" },
  { value: "blog", label: "Blog" },
  { value: "landing", label: "Landing Page" },
  { value: "redesign", label: "Website Redesign" },
  { value: "custom", label: "Custom Solution" },
] as const satisfies readonly Option[];

export const budgetOptions = [
  { value: "under-10k", label: "$5,000-$10,000" },
  { value: "10k-25k", label: "$10,000-$25,000" },
  { value: "25k-50k", label: "$25,000-$50,000" },
  { value: "50k-100k", label: "$50,000-$100,000" },
  { value: "over-100k", label: "$100,000+" },
] as const satisfies readonly Option<BudgetRange>[];

export const timelineOptions = [
  { value: "urgent", label: "1-2 months" },
  { value: "standard", label: "2-4 months" },
  { value: "relaxed", label: "4-6 months" },
  { value: "flexible", label: "6+ months" },
] as const satisfies readonly Option[];

export const industryOptions = [
  "Technology",
  "Healthcare",
  "Finance",
  "Real Estate",
  "Education",
  "E-commerce",
  "Manufacturing",
  "Legal",
  "Government",
  "Non-profit",
  "Entertainment",
  "Other",
] as const;

export const featureOptions = [
  "User Authentication",
  "Payment Integration",
  "Content Management",
  "Mobile App",
  "API Development",
  "Third-party Integrations",
  "Analytics Dashboard",
  "SEO Optimization",
  "Multi-language Support",
  "Custom Database",
  "Real-time Features",
  "Admin Panel",
] as const;

type Values<T extends readonly { value: string }[]> = { [K in keyof T]: T[K]["value"] };

export const valuesOf = <const T extends readonly { value: string }[]>(options: T) =>
  options.map((option) => option.value) as unknown as Values<T>;

export const labelOf = (options: readonly Option[], value: string) =>
  options.find((option) => option.value === value)?.label ?? value;

export type ProjectType = (typeof projectTypeOptions)[number]["value"];
export type Budget = (typeof budgetOptions)[number]["value"];
export type Timeline = (typeof timelineOptions)[number]["value"];
export type Industry = (typeof industryOptions)[number];

/** The wizard's industry for an industry's display name, when the wizard offers it. */
export const industryOption = (name: string): Industry | undefined =>
  industryOptions.find((option) => option.toLowerCase() === name.trim().toLowerCase());
export type Feature = (typeof featureOptions)[number];
