import { describe, expect, it } from "vitest";
import { loadProjectConfig } from "../config.ts";
import { type MailData, type MailKind, renderMail, textOfHtml } from "./mail-templates.ts";

const { mailTemplates } = loadProjectConfig().auth;
const link =
  "http://127.0.0.1:54321/auth/v1/verify?token=pkce_abc&type=signup&redirect_to=http%3A%2F%2Flocalhost%3A3000%2Fauth%2Fconfirm";

const data = (locale?: string): MailData => ({
  ConfirmationURL: link,
  Token: "123456",
  TokenHash: "pkce_abc",
  SiteURL: "http://localhost:3000",
  Email: "ana@example.com",
  NewEmail: "ana.nueva@example.com",
  RedirectTo: "http://localhost:3000/auth/confirm",
  SendingTo: "ana@example.com",
  Data: locale ? { first_name: "Ana", locale } : { first_name: "Ana" },
});

describe("the project's auth mails (supabase/templates, as config.toml names them)", () => {
  it("names a template file for every kind the auth service sends, and for magic links and e-mail changes", () => {
    for (const kind of ["confirmation", "recovery", "invite", "magic_link", "email_change"] as MailKind[]) {
      expect(mailTemplates[kind]?.contentPath, kind).toBe(`./supabase/templates/${kind}.html`);
      expect(mailTemplates[kind]?.subject, kind).toContain('eq .Data.locale "es"');
    }
  });

  it.each([
    [
      "confirmation",
      "Confirm Your Signup",
      "Confirme su registro",
      "Follow this link to confirm your user:",
      "Siga este enlace para confirmar su cuenta:",
    ],
    [
      "recovery",
      "Reset Your Password",
      "Restablezca su contraseña",
      "Follow this link to reset the password:",
      "Siga este enlace para restablecer su contraseña:",
    ],
    [
      "invite",
      "You have been invited",
      "Tiene una invitación",
      "Follow this link to accept the invite:",
      "Siga este enlace para aceptar la invitación:",
    ],
    [
      "magic_link",
      "Your Magic Link",
      "Su enlace de acceso",
      "Follow this link to login:",
      "Siga este enlace para iniciar sesión:",
    ],
    [
      "email_change",
      "Confirm Email Change",
      "Confirme el cambio de correo electrónico",
      "Follow this link to confirm the update of your email from ana@example.com to ana.nueva@example.com:",
      "Siga este enlace para cambiar su correo electrónico de ana@example.com a ana.nueva@example.com:",
    ],
  ] as const)(
    "%s: Spanish for an account whose locale is es, English otherwise",
    (kind, enSubject, esSubject, enLine, esLine) => {
      const spanish = renderMail(mailTemplates, kind, data("es"));
      expect(spanish.subject).toBe(esSubject);
      expect(spanish.html).toMatch(/^<div lang="es-US">/);
      expect(spanish.text.split("\n")).toContain(esLine);
      expect(spanish.text).toContain("O escriba el código: 123456");
      expect(spanish.text).not.toMatch(/Follow|Or enter/);
      for (const english of [
        renderMail(mailTemplates, kind, data()),
        renderMail(mailTemplates, kind, data("en")),
      ]) {
        expect(english.subject).toBe(enSubject);
        expect(english.html).toMatch(/^<div lang="en-US">/);
        expect(english.text.split("\n")).toContain(enLine);
        expect(english.text).toContain("Or enter the code: 123456");
      }
    },
  );

  it("puts the link in the href as html/template does, and in the text as the address itself", () => {
    const { html, text } = renderMail(mailTemplates, "confirmation", data("es"));
    expect(html).toContain(`<a href="${link.replaceAll("&", "&amp;")}">Confirmar mi cuenta</a>`);
    expect(text.split("\n")).toContain(link);
  });

  it("falls back to GoTrue's default words for a kind without a template", () => {
    const mail = renderMail({}, "confirmation", data("es"));
    expect(mail.subject).toBe("Confirm Your Signup");
    expect(mail.text).toContain("Or enter the code: 123456");
  });

  it("reads text out of HTML: blocks on their lines, entities decoded, styles dropped", () => {
    expect(textOfHtml("<style>p{}</style><h2>A &amp; B</h2><p>x<br>y &#39;z&#39;</p>")).toBe(
      "A & B\nx\ny 'z'",
    );
  });
});
