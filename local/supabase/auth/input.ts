// What the auth endpoints accept: request bodies and fields. Anything malformed is a 400 with GoTrue's
// code (a 422 where GoTrue answers one), never an error from deeper down.
import type { IncomingMessage } from "node:http";
import { AuthError } from "./errors.ts";

/** Room for a large user_metadata object; a larger body is refused before it is parsed. */
const MAX_BODY_BYTES = 2_000_000;
/** Longer than any e-mail, password, token or code the service issues or accepts. */
const MAX_FIELD_LENGTH = 4096;
export const MAX_EMAIL_LENGTH = 255;
export const MAX_PASSWORD_LENGTH = 72;
// Bidi controls are refused too: they make an address display as another one.
const EMAIL_SHAPE =
  /^[^@\s\u202A-\u202E\u2066-\u2069]+@[^@\s\u202A-\u202E\u2066-\u2069]+\.[^@\s\u202A-\u202E\u2066-\u2069]+$/;

export type Body = Record<string, unknown>;

/** NUL cannot be stored in a Postgres text value, and an unpaired surrogate is not text at all. */
export function isStorableText(value: string): boolean {
  return !value.includes("\0") && value.isWellFormed();
}

function assertStorable(value: unknown): void {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const item = pending.pop();
    if (typeof item === "string") {
      if (!isStorableText(item)) {
        throw new AuthError(
          400,
          "validation_failed",
          "The request contains characters that are not allowed (a NUL byte or an unpaired surrogate)",
        );
      }
    } else if (item && typeof item === "object") {
      for (const [key, child] of Object.entries(item)) pending.push(key, child);
    }
  }
}

export async function readJson(req: IncomingMessage): Promise<Body> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) throw new AuthError(413, "request_too_large", "Request body too large");
    chunks.push(chunk as Buffer);
  }
  const text = Buffer.concat(chunks).toString("utf8");
  if (text.trim() === "") return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new AuthError(400, "bad_json", "Could not parse request body as JSON");
  }
  if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) {
    throw new AuthError(400, "bad_json", "The request body must be a JSON object");
  }
  assertStorable(parsed);
  return parsed as Body;
}

/** A string field, "" when absent; another type or an over-long value is a 400. */
export function textField(body: Body, name: string, max = MAX_FIELD_LENGTH): string {
  const value = body[name];
  if (value === undefined || value === null) return "";
  if (typeof value !== "string") throw new AuthError(400, "validation_failed", `${name} must be a string`);
  if (value.length > max) throw new AuthError(400, "validation_failed", `${name} is too long`);
  return value;
}

/** A text value from the query string, or "" when it is absent or could not be stored. */
export function queryText(query: URLSearchParams, name: string): string {
  const value = query.get(name) ?? "";
  return value.length <= MAX_FIELD_LENGTH && isStorableText(value) ? value : "";
}

/** The e-mail of a request, trimmed and lower-cased, or "" when the request has none. */
export function optionalEmail(body: Body): string {
  const email = textField(body, "email", MAX_FIELD_LENGTH).trim().toLowerCase();
  if (email !== "" && (email.length > MAX_EMAIL_LENGTH || !EMAIL_SHAPE.test(email))) {
    throw new AuthError(400, "validation_failed", "Unable to validate email address: invalid format");
  }
  return email;
}

export function requiredEmail(body: Body): string {
  const email = optionalEmail(body);
  if (!email) throw new AuthError(422, "validation_failed", "To signup, please provide your email");
  return email;
}

export function checkPassword(password: unknown, minimumLength: number): string {
  if (password !== undefined && password !== null && typeof password !== "string") {
    throw new AuthError(400, "validation_failed", "password must be a string");
  }
  if (typeof password !== "string" || password === "") {
    throw new AuthError(422, "validation_failed", "Signup requires a valid password");
  }
  if (password.length < minimumLength) {
    throw new AuthError(422, "weak_password", `Password should be at least ${minimumLength} characters.`, {
      weak_password: { reasons: ["length"] },
    });
  }
  if (password.length > MAX_PASSWORD_LENGTH) {
    throw new AuthError(
      422,
      "validation_failed",
      `Password cannot be longer than ${MAX_PASSWORD_LENGTH} characters`,
    );
  }
  return password;
}

/** user_metadata sent with a sign-up or an update: an object, or nothing. */
export function metadataField(body: Body): Record<string, unknown> | null {
  const data = body.data;
  if (data === undefined || data === null) return null;
  if (typeof data !== "object" || Array.isArray(data)) {
    throw new AuthError(400, "validation_failed", "data must be a JSON object");
  }
  return data as Record<string, unknown>;
}
