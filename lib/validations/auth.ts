import { FIELD_LIMITS } from "../../supabase/limits.ts";
import { emailField, requiredText } from "./fields.ts";
import { z } from "./zod-config.ts";

// Password rules (minimum length and so on) belong to the auth server; its message is shown as it is.
const password = z
  .string({ error: "Password is required." })
  .min(1, "Password is required.")
  .max(256, "Password must be at most 256 characters.");

export const signInSchema = z.object({ email: emailField(), password });

export const signUpSchema = z.object({
  firstName: requiredText("First name", FIELD_LIMITS.firstName),
  lastName: requiredText("Last name", FIELD_LIMITS.lastName),
  email: emailField(),
  password,
});

export type SignInInput = z.input<typeof signInSchema>;
export type SignInValues = z.output<typeof signInSchema>;
export type SignUpInput = z.input<typeof signUpSchema>;
export type SignUpValues = z.output<typeof signUpSchema>;
