import { FIELD_LIMITS } from "../../supabase/limits.ts";
import { englishAuthWords } from "../auth/words.ts";
import { emailField, requiredText } from "./fields.ts";
import { type ValidationWords, validationWords } from "./messages.ts";
import { z } from "./zod-config.ts";

/** What the sign-in and sign-up schemas' messages say, in one language. */
export interface AuthSchemaWords {
  fieldNames: { firstName: string; lastName: string; email: string };
  passwordRequired: string;
  passwordTooLong: string;
  validation: ValidationWords;
}

// Password rules (minimum length and so on) belong to the auth server; its message is shown as it is.
const passwordIn = (words: AuthSchemaWords) =>
  z.string({ error: words.passwordRequired }).min(1, words.passwordRequired).max(256, words.passwordTooLong);

/** Sign-in with its messages in a language. */
export const signInSchemaIn = (words: AuthSchemaWords) =>
  z.object({ email: emailField(words.fieldNames.email, words.validation), password: passwordIn(words) });

/** Sign-up with its messages in a language: names, e-mail and password required. */
export const signUpSchemaIn = (words: AuthSchemaWords) =>
  z.object({
    firstName: requiredText(words.fieldNames.firstName, FIELD_LIMITS.firstName, { words: words.validation }),
    lastName: requiredText(words.fieldNames.lastName, FIELD_LIMITS.lastName, { words: words.validation }),
    email: emailField(words.fieldNames.email, words.validation),
    password: passwordIn(words),
  });

const englishWords: AuthSchemaWords = { ...englishAuthWords, validation: validationWords };

export const signInSchema = /* @__PURE__ */ signInSchemaIn(englishWords);
export const signUpSchema = /* @__PURE__ */ signUpSchemaIn(englishWords);

export type SignInInput = z.input<typeof signInSchema>;
export type SignInValues = z.output<typeof signInSchema>;
export type SignUpInput = z.input<typeof signUpSchema>;
export type SignUpValues = z.output<typeof signUpSchema>;
