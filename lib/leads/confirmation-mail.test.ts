import { describe, expect, it } from "vitest";
import { confirmationMail } from "./confirmation-mail.ts";

const site = new URL("https://cardinal.example");

describe("confirmationMail", () => {
  it("writes to a Spanish visitor in Spanish, with the estimate in Spanish money", () => {
    const mail = confirmationMail(
      "project_evaluations",
      {
        name: "Ana García",
        email: "ana@example.com",
        project_description: "Tipo de proyecto: website",
        estimate_low: 12000,
        estimate_high: 18500,
        locale: "es",
      },
      site,
    );
    expect(mail).toMatchObject({
      to: ["ana@example.com"],
      kind: "lead-confirmation",
      subject: "Recibimos su solicitud de cotización",
    });
    const range = `${new Intl.NumberFormat("es-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 }).format(12000)} – ${new Intl.NumberFormat("es-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 }).format(18500)}`;
    expect(mail.text.split("\n")).toEqual([
      "Hola, Ana García:",
      "",
      "Gracias por su solicitud de cotización. Le contactaremos en menos de 24 horas con una propuesta detallada.",
      "",
      `El estimado inmediato que vio: ${range}.`,
      "",
      "Visítenos: https://cardinal.example/es",
      "",
      "Si usted no envió esto, puede ignorar este correo.",
    ]);
  });

  it("writes to an English visitor in English, quoting their message", () => {
    const mail = confirmationMail(
      "contact_submissions",
      {
        first_name: "Ada",
        last_name: "Lovelace",
        email: "ada@example.com",
        message: "Hello\nthere",
        locale: "en",
      },
      site,
    );
    expect(mail.subject).toBe("We received your message");
    expect(mail.text).toBe(
      [
        "Hello Ada,",
        "",
        "Thank you for writing to us. We'll get back to you within 24 hours.",
        "",
        "Your message:",
        "Hello\nthere",
        "",
        "Visit us: https://cardinal.example/",
        "",
        "If you did not send this, you can ignore this e-mail.",
      ].join("\n"),
    );
  });

  it("tells an evaluation from a quote, and welcomes a subscriber", () => {
    expect(
      confirmationMail(
        "project_evaluations",
        { name: "Bo", email: "bo@example.com", project_description: null },
        site,
      ).subject,
    ).toBe("We received your evaluation request");
    const welcome = confirmationMail(
      "newsletter_subscriptions",
      { email: "n@example.com", locale: "es" },
      site,
    );
    expect(welcome.subject).toBe("Bienvenido a nuestro boletín");
    expect(welcome.text.startsWith("Hola:\n")).toBe(true);
  });

  it("refuses a lead without an address or of an unknown kind", () => {
    expect(() => confirmationMail("contact_submissions", { email: "" }, site)).toThrow(/no e-mail/);
    expect(() => confirmationMail("quotes", { email: "a@b.co" }, site)).toThrow(/no confirmation/);
  });
});
