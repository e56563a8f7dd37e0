import { describe, expect, it } from "vitest";
import { es } from "../i18n/dictionaries/es.ts";
import { contactLeadForm, evaluationLeadForm, leadForms, newsletterLeadForm } from "./forms.ts";
import { formLocale } from "./posted.ts";
import { rateLimitedMessage } from "./result.ts";

const messagesOf = (
  schema: { safeParse: (input: unknown) => { error?: { issues: unknown[] } } },
  input: unknown,
) =>
  Object.fromEntries(
    ((schema.safeParse(input).error?.issues ?? []) as { path: PropertyKey[]; message: string }[]).map(
      (issue) => [String(issue.path[0]), issue.message],
    ),
  );

const blankContact = { firstName: " ", lastName: "", email: "ada", company: "Acme\nInc", message: "x" };

describe("the lead forms in each language", () => {
  it("answer a Spanish page's form in Spanish, field by field", () => {
    expect(messagesOf(contactLeadForm("es").schema, blankContact)).toEqual({
      firstName: "Nombre es obligatorio.",
      lastName: "Apellido es obligatorio.",
      email: "Escriba un correo electrónico válido.",
      company: "Empresa debe caber en una sola línea.",
    });
    expect(
      messagesOf(contactLeadForm("es").schema, { ...blankContact, message: "a".repeat(5001) }).message,
    ).toBe("Mensaje debe tener como máximo 5000 caracteres.");
    expect(messagesOf(newsletterLeadForm("es").schema, { email: "" })).toEqual({
      email: "Correo electrónico es obligatorio.",
    });
    expect(
      messagesOf(evaluationLeadForm(["web-development"], "es").schema, {
        name: "Ana",
        email: "ana@example.com",
        phone: "llámeme",
        service: "plumbing",
      }),
    ).toEqual({ phone: "Escriba un número de teléfono válido.", service: "Elija un servicio de la lista." });
  });

  it("keep the English messages as they were", () => {
    expect(contactLeadForm("en")).toBe(leadForms.contact);
    expect(messagesOf(contactLeadForm("en").schema, blankContact)).toEqual({
      firstName: "First name is required.",
      lastName: "Last name is required.",
      email: "Please enter a valid email address.",
      company: "Company must fit on one line.",
    });
    expect(
      messagesOf(evaluationLeadForm([], "en").schema, { name: "A", email: "a@b.co", phone: "x" }),
    ).toEqual({
      phone: "Please enter a valid phone number.",
    });
  });

  it("record the language their lead is written in", () => {
    expect(contactLeadForm("es").locale).toBe("es");
    expect(newsletterLeadForm("es").locale).toBe("es");
    expect(evaluationLeadForm([], "es").locale).toBe("es");
    expect(leadForms.newsletter.locale).toBe("en");
  });

  it("say the server's sentences in the form's language", () => {
    expect(contactLeadForm("es").words?.invalid).toBe(es.forms.lead.invalid);
    expect(rateLimitedMessage(1, es.forms.lead)).toBe(
      "Ha enviado varias solicitudes en poco tiempo. Inténtelo de nuevo en 1 segundo.",
    );
    expect(rateLimitedMessage(400, es.forms.lead)).toBe(
      "Ha enviado varias solicitudes en poco tiempo. Inténtelo de nuevo en 7 minutos.",
    );
    expect(rateLimitedMessage(400)).toBe(
      "You have sent several requests in a short time. Please try again in 7 minutes.",
    );
  });
});

describe("formLocale", () => {
  it("reads the language a form names, English for anything else", () => {
    const posted = new FormData();
    posted.set("locale", "es");
    expect(formLocale(undefined, posted)).toBe("es");
    expect(formLocale({ locale: "es" })).toBe("es");
    expect(formLocale({ locale: "fr" })).toBe("en");
    expect(formLocale({})).toBe("en");
    expect(formLocale("es")).toBe("en");
  });
});
