import { describe, expect, it } from "vitest";
import { en } from "../i18n/dictionaries/en.ts";
import { es } from "../i18n/dictionaries/es.ts";
import { authErrorText } from "./error-text.ts";
import type { AuthWords } from "./words.ts";

const words = (locale: "en" | "es"): AuthWords => {
  const dictionary = locale === "en" ? en : es;
  return {
    ...dictionary.auth,
    locale,
    validation: dictionary.forms.validation,
    dismissToast: dictionary.toast.dismiss,
  };
};

describe("what the sign-in page says of the auth server's errors", () => {
  it("in English: the server's own message, whatever its code", () => {
    for (const error of [
      { code: "invalid_credentials", message: "Invalid login credentials" },
      { code: "something_new", message: "A message of its own" },
      { message: "Failed to fetch" },
    ])
      expect(authErrorText(words("en"), error)).toBe(error.message);
  });

  it("in Spanish: the sentence for its code, with the wait or least length its message names", () => {
    const spanish = words("es");
    const say = (code: string | undefined, message: string) => authErrorText(spanish, { code, message });
    expect(say("invalid_credentials", "Invalid login credentials")).toBe(
      "El correo electrónico o la contraseña no son correctos.",
    );
    expect(say("email_not_confirmed", "Email not confirmed")).toMatch(
      /^Su correo electrónico aún no está confirmado/,
    );
    expect(say("user_already_exists", "User already registered")).toBe(
      "Ya existe una cuenta con este correo electrónico.",
    );
    expect(say("weak_password", "Password should be at least 8 characters.")).toBe(
      "La contraseña debe tener al menos 8 caracteres.",
    );
    expect(say("weak_password", "Password is known to be weak and easy to guess")).toBe(
      "La contraseña es demasiado débil. Elija una más segura.",
    );
    expect(say("over_request_rate_limit", "Request rate limit reached")).toBe(
      "Demasiados intentos en poco tiempo. Inténtelo de nuevo en unos minutos.",
    );
    expect(
      say("over_email_send_rate_limit", "For security purposes, you can only request this after 42 seconds."),
    ).toBe("Por seguridad, podrá pedirlo de nuevo dentro de 42 segundos.");
    expect(say("over_email_send_rate_limit", "Email rate limit exceeded")).toMatch(
      /^Enviamos demasiados correos/,
    );
    expect(say("signup_disabled", "Signups not allowed for this instance")).toBe(
      "Por ahora no se pueden crear cuentas nuevas.",
    );
  });

  it("in Spanish: never the server's English, even for a code it does not know", () => {
    expect(authErrorText(words("es"), { code: "unexpected_failure", message: "Database error" })).toBe(
      "Algo salió mal. Inténtelo de nuevo.",
    );
    expect(authErrorText(words("es"), { message: "Failed to fetch" })).toBe(
      "Algo salió mal. Inténtelo de nuevo.",
    );
  });
});
