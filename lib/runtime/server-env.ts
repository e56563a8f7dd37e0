import { z } from "../validations/zod-config.ts";
import { trustedProxyHops } from "./client-address.ts";
import { resolveSiteUrl } from "./site-url.mjs";

// Every variable the server reads, checked once when a server process starts (instrumentation.ts): a bad
// value stops the process with one message naming every problem, instead of failing later inside
// whichever request first reads it. None is required by itself; some require others (a hosted Supabase
// project needs its keys). Values never appear in the message: some are secrets.

type Env = Record<string, string | undefined>;

const set = (value: string | undefined) => value !== undefined && value.trim() !== "";
const url = (...protocols: string[]) =>
  z.string().refine(
    (value) => {
      try {
        return protocols.includes(new URL(value).protocol);
      } catch {
        return false;
      }
    },
    `must be a ${protocols.map((p) => p.replace(":", "")).join(" or ")} URL`,
  );
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
    schema.optional(),
  );
const port = z
  .string()
  .regex(/^\d{1,5}$/, "must be a port number")
  .refine((v) => Number(v) > 0 && Number(v) < 65536, "must be a port number");
const email = z.email("must be an e-mail address");

const schema = z
  .object({
    SITE_URL: optional(
      z
        .string()
        .refine(
          (v) => tryOr(() => Boolean(resolveSiteUrl({ SITE_URL: v })), false),
          "must be an http(s) URL",
        ),
    ),
    NEXT_PUBLIC_SUPABASE_URL: optional(url("http:", "https:")),
    NEXT_PUBLIC_SUPABASE_ANON_KEY: optional(z.string()),
    SUPABASE_SERVICE_ROLE_KEY: optional(z.string()),
    SUPABASE_INTERNAL_URL: optional(url("http:", "https:")),
    NEXT_PUBLIC_SANITY_PROJECT_ID: optional(
      z.string().regex(/^[a-z0-9][a-z0-9-]*$/, "must be a Sanity project id (a-z, 0-9, -)"),
    ),
    NEXT_PUBLIC_SANITY_DATASET: optional(
      z.string().regex(/^[a-z0-9][a-z0-9_-]{0,63}$/, "must be a Sanity dataset name"),
    ),
    TRUSTED_PROXY_HOPS: optional(
      z
        .string()
        .refine(
          (v) => tryOr(() => trustedProxyHops({ TRUSTED_PROXY_HOPS: v }) >= 0, false),
          "must be a whole number from 0 to 10",
        ),
    ),
    LEAD_NOTIFY_TO: optional(
      z
        .string()
        .refine(
          (v) => v.split(",").every((a) => email.safeParse(a.trim()).success),
          "must be e-mail addresses separated by commas",
        ),
    ),
    SMTP_URL: optional(url("smtp:", "smtps:")),
    SMTP_PORT: optional(port),
    SMTP_SECURE: optional(z.enum(["true", "false"], "must be true or false")),
    SMTP_SENDER: optional(z.string()),
    REDIS_URL: optional(url("redis:", "rediss:")),
    OTEL_EXPORTER_OTLP_ENDPOINT: optional(url("http:", "https:")),
    NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: optional(
      z
        .string()
        .refine(
          (v) => [16, 24, 32].includes(Buffer.from(v, "base64").length) && /^[A-Za-z0-9+/]+={0,2}$/.test(v),
          "must be a base64 AES key of 16, 24 or 32 bytes (openssl rand -base64 32)",
        ),
    ),
    LOG_FORMAT: optional(z.enum(["json", "text"], "must be json or text")),
  })
  .superRefine((env, context) => {
    const need = (name: keyof typeof env, because: string) => {
      if (!set(env[name] as string | undefined))
        context.addIssue({ code: "custom", path: [name], message: `must be set ${because}` });
    };
    if (set(env.NEXT_PUBLIC_SUPABASE_URL)) {
      need("NEXT_PUBLIC_SUPABASE_ANON_KEY", "with NEXT_PUBLIC_SUPABASE_URL");
      need("SUPABASE_SERVICE_ROLE_KEY", "with NEXT_PUBLIC_SUPABASE_URL (the server writes leads with it)");
    }
    if (set(env.NEXT_PUBLIC_SANITY_PROJECT_ID))
      need("NEXT_PUBLIC_SANITY_DATASET", "with NEXT_PUBLIC_SANITY_PROJECT_ID");
  });

function tryOr<T>(run: () => T, fallback: T): T {
  try {
    return run();
  } catch {
    return fallback;
  }
}

/** Every problem with the environment, one line per variable, in the schema's order; empty when fine. */
export function environmentProblems(env: Env): string[] {
  const result = schema.safeParse(env);
  if (result.success) return [];
  const byVariable = new Map<string, string[]>();
  for (const issue of result.error.issues) {
    const name = String(issue.path[0] ?? "environment");
    byVariable.set(name, [...(byVariable.get(name) ?? []), issue.message]);
  }
  return [...byVariable].map(([name, messages]) => `${name} ${[...new Set(messages)].join("; ")}`);
}

/** Stops the process with every problem named when the environment is not usable. */
export function exitOnEnvironmentProblems(env: Env = process.env): void {
  const problems = environmentProblems(env);
  if (problems.length === 0) return;
  console.error(
    `The server cannot start: ${problems.length} environment variable(s) missing or malformed (docs/configuration.md):\n` +
      problems.map((problem) => `  - ${problem}`).join("\n"),
  );
  process.exit(1);
}
