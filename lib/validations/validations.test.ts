import { describe, expect, it } from "vitest";
import { FIELD_LIMITS } from "../../supabase/limits.ts";
import { es } from "../i18n/dictionaries/es.ts";
import { signInSchema, signInSchemaIn, signUpSchema, signUpSchemaIn } from "./auth.ts";
import { contactRow, contactSchema } from "./contact.ts";
import { evaluationRow, evaluationSchema, withPublishedService } from "./evaluation.ts";
import { newsletterSchema } from "./newsletter.ts";
import { quoteSchema } from "./quote.ts";

type Schema = {
  safeParse: (v: unknown) => {
    success: boolean;
    error?: { issues: { path: PropertyKey[]; message: string }[] };
  };
};

function errorsOf(schema: Schema, value: unknown): Record<string, string> {
  const result = schema.safeParse(value);
  if (result.success) return {};
  return Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join("."), i.message]));
}

const validQuote = {
  name: "Ada Lovelace",
  email: "ada@example.com",
  phone: "+1 (832) 555-0100",
  company: "Analytical Engines",
  projectType: "webapp",
  budget: "25k-50k",
  timeline: "standard",
  description: "A portal for our clients.",
  industry: "Finance",
  currentWebsite: "",
  features: ["User Authentication"],
  goals: "",
};

const cases: {
  name: string;
  schema: Schema;
  valid: Record<string, unknown>;
  required: string[];
  limits: Record<string, number>;
  emails: string[];
}[] = [
  {
    name: "evaluation",
    schema: evaluationSchema,
    valid: { name: "Ada Lovelace", email: "ada@example.com", phone: "", service: "seo-insights" },
    required: ["name", "email"],
    limits: { name: FIELD_LIMITS.name, email: FIELD_LIMITS.email, phone: FIELD_LIMITS.phone },
    emails: ["email"],
  },
  {
    name: "contact",
    schema: contactSchema,
    valid: {
      firstName: "Ada",
      lastName: "Lovelace",
      email: "ada@example.com",
      company: "Analytical Engines",
      message: "Hello\nthere",
    },
    required: ["firstName", "lastName", "email", "company", "message"],
    limits: {
      firstName: FIELD_LIMITS.firstName,
      lastName: FIELD_LIMITS.lastName,
      company: FIELD_LIMITS.company,
      message: FIELD_LIMITS.message,
      email: FIELD_LIMITS.email,
    },
    emails: ["email"],
  },
  {
    name: "newsletter",
    schema: newsletterSchema,
    valid: { email: "ada@example.com" },
    required: ["email"],
    limits: { email: FIELD_LIMITS.email },
    emails: ["email"],
  },
  {
    name: "quote",
    schema: quoteSchema,
    valid: validQuote,
    required: ["name", "email", "phone", "projectType", "budget", "timeline", "description", "industry"],
    limits: { name: FIELD_LIMITS.name, company: FIELD_LIMITS.company, description: 5000, goals: 2000 },
    emails: ["email"],
  },
  {
    name: "sign in",
    schema: signInSchema,
    valid: { email: "ada@example.com", password: "secret-password" },
    required: ["email", "password"],
    limits: { email: FIELD_LIMITS.email },
    emails: ["email"],
  },
  {
    name: "sign up",
    schema: signUpSchema,
    valid: { firstName: "Ada", lastName: "Lovelace", email: "ada@example.com", password: "secret-password" },
    required: ["firstName", "lastName", "email", "password"],
    limits: { firstName: FIELD_LIMITS.firstName, lastName: FIELD_LIMITS.lastName },
    emails: ["email"],
  },
];

function longValue(field: string, length: number) {
  if (field === "email") return `${"a".repeat(length - "@example.com".length)}@example.com`;
  if (field === "phone") return "5".repeat(length);
  return "x".repeat(length);
}

describe.each(cases)("$name schema", ({ schema, valid, required, limits, emails }) => {
  it("accepts a valid submission", () => {
    expect(errorsOf(schema, valid)).toEqual({});
  });

  it.each(required)("refuses a missing %s", (field) => {
    expect(errorsOf(schema, { ...valid, [field]: undefined })[field]).toBeTruthy();
    expect(errorsOf(schema, { ...valid, [field]: "" })[field]).toBeTruthy();
  });

  it.each(required.filter((f) => f !== "password"))("treats whitespace-only %s as empty", (field) => {
    expect(errorsOf(schema, { ...valid, [field]: "  \t \u200B " })[field]).toMatch(/required|valid|choose/i);
  });

  it.each(Object.entries(limits))("limits %s to %i characters", (field, max) => {
    if (field === "phone") {
      expect(errorsOf(schema, { ...valid, [field]: "5".repeat(max + 1) })[field]).toBeTruthy();
      return;
    }
    expect(errorsOf(schema, { ...valid, [field]: longValue(field, max) })).toEqual({});
    expect(errorsOf(schema, { ...valid, [field]: longValue(field, max + 1) })[field]).toMatch(
      new RegExp(`at most ${max} characters`),
    );
  });

  it.each(
    emails.flatMap((f) =>
      ["ada", "ada@", "@example.com", "ada@example", "a da@example.com"].map((v) => [f, v]),
    ),
  )("refuses %s %j", (field, value) => {
    expect(errorsOf(schema, { ...valid, [field as string]: value })[field as string]).toBe(
      "Please enter a valid email address.",
    );
  });
});

describe("field rules", () => {
  it("counts characters, not UTF-16 units, as the database does", () => {
    const name = "😀".repeat(FIELD_LIMITS.name);
    expect(errorsOf(evaluationSchema, { name, email: "a@b.co" })).toEqual({});
  });

  it("refuses control characters and lone surrogates with a clear message", () => {
    expect(errorsOf(contactSchema, { ...cases[1]?.valid, company: "Acme\u0000" }).company).toBe(
      "Company contains control characters. Please remove them.",
    );
    expect(errorsOf(contactSchema, { ...cases[1]?.valid, company: "Acme\uD800" }).company).toBe(
      "Company contains characters we cannot store.",
    );
    expect(errorsOf(contactSchema, { ...cases[1]?.valid, company: "Acme\nInc" }).company).toBe(
      "Company must fit on one line.",
    );
  });

  it("trims surrounding whitespace and keeps the rest as typed", () => {
    const parsed = contactSchema.parse({
      firstName: "  <b>Ada</b> ",
      lastName: "O'Brien; DROP TABLE x;--",
      email: " ada@example.com ",
      company: "Ünïcødé 株式会社",
      message: " line one\n\tline two ",
    });
    expect(contactRow(parsed)).toEqual({
      first_name: "<b>Ada</b>",
      last_name: "O'Brien; DROP TABLE x;--",
      email: "ada@example.com",
      company: "Ünïcødé 株式会社",
      message: "line one\n\tline two",
    });
  });

  it("sends an empty evaluation phone and service as null", () => {
    const parsed = evaluationSchema.parse({ name: "Ada", email: "a@b.co", phone: "   ", service: "" });
    expect(evaluationRow(parsed)).toEqual({ name: "Ada", email: "a@b.co", phone: null, service: null });
    const withPhone = evaluationSchema.parse({
      name: "Ada",
      email: "a@b.co",
      phone: "832-555-0100",
      service: "cloud-solutions",
    });
    expect(evaluationRow(withPhone)).toMatchObject({ phone: "832-555-0100", service: "cloud-solutions" });
  });

  it("refuses an evaluation service that is not published, and malformed phone numbers", () => {
    const published = withPublishedService(["cloud-solutions", "data-engineering"]);
    expect(errorsOf(published, { name: "A", email: "a@b.co", service: "data-engineering" })).toEqual({});
    expect(errorsOf(published, { name: "A", email: "a@b.co", service: "web-applications" }).service).toBe(
      "Please choose a service from the list.",
    );
    // Not a slug at all: refused before the published list is consulted, on the client too.
    expect(
      errorsOf(evaluationSchema, { name: "A", email: "a@b.co", service: "Cloud Solutions" }).service,
    ).toBe("Please choose a service from the list.");
    expect(errorsOf(evaluationSchema, { name: "A", email: "a@b.co", phone: "call me" }).phone).toBe(
      "Please enter a valid phone number.",
    );
    expect(errorsOf(quoteSchema, { ...validQuote, phone: "12345" }).phone).toBe(
      "Please enter a valid phone number.",
    );
  });

  it("refuses quote choices outside the lists", () => {
    const errors = errorsOf(quoteSchema, {
      ...validQuote,
      projectType: "castle",
      budget: "priceless",
      timeline: "yesterday",
      industry: "Piracy",
      features: ["Teleportation"],
    });
    expect(Object.keys(errors).sort()).toEqual([
      "budget",
      "features.0",
      "industry",
      "projectType",
      "timeline",
    ]);
    expect(errorsOf(quoteSchema, { ...validQuote, features: ["Admin Panel", "Admin Panel"] }).features).toBe(
      "Each feature can be chosen once.",
    );
  });
});

describe("sign-in and sign-up in Spanish", () => {
  it("say each field's message in the page's words; the English schemas keep theirs", () => {
    const words = { ...es.auth, validation: es.forms.validation };
    const errors = (result: {
      success: boolean;
      error?: { issues: { path: PropertyKey[]; message: string }[] };
    }) =>
      Object.fromEntries((result.error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]));
    expect(
      errors(signUpSchemaIn(words).safeParse({ firstName: " ", lastName: "", email: "ana@", password: "" })),
    ).toEqual({
      firstName: "Nombre es obligatorio.",
      lastName: "Apellido es obligatorio.",
      email: "Escriba un correo electrónico válido.",
      password: "La contraseña es obligatoria.",
    });
    expect(errors(signInSchemaIn(words).safeParse({ email: "", password: "x".repeat(257) }))).toEqual({
      email: "Correo electrónico es obligatorio.",
      password: "La contraseña debe tener como máximo 256 caracteres.",
    });
    expect(errors(signUpSchema.safeParse({ firstName: "", lastName: "", email: "", password: "" }))).toEqual({
      firstName: "First name is required.",
      lastName: "Last name is required.",
      email: "Email is required.",
      password: "Password is required.",
    });
    expect(errors(signInSchema.safeParse({ email: "a@b.co", password: "" }))).toEqual({
      password: "Password is required.",
    });
  });
});
