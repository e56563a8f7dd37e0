import { readFileSync } from "node:fs";
import { join } from "node:path";
import { MAIL_KINDS, type MailTemplates } from "./auth/mail-templates.ts";
import { type RateLimitConfig, rateLimitsFrom } from "./auth/rate-limits.ts";
import { REPO_ROOT } from "./keys.mjs";

type TomlValue = string | number | boolean | string[];
type TomlTables = Record<string, Record<string, TomlValue>>;

/** Reads the simple subset of TOML that supabase/config.toml uses (tables, scalars, string arrays). */
export function parseToml(text: string): TomlTables {
  const tables: TomlTables = { "": {} };
  let current: Record<string, TomlValue> = tables[""] ?? {};
  for (const raw of text.split("\n")) {
    const line = raw.replace(/\s+#.*$/, "").trim();
    if (line === "" || line.startsWith("#")) continue;
    const header = /^\[([^\]]+)\]$/.exec(line);
    if (header?.[1]) {
      current = tables[header[1].trim()] ??= {};
      continue;
    }
    const pair = /^([A-Za-z0-9_.-]+)\s*=\s*(.+)$/.exec(line);
    if (!pair?.[1] || pair[2] === undefined) continue;
    current[pair[1]] = parseValue(pair[2].trim());
  }
  return tables;
}

function parseValue(value: string): TomlValue {
  if (value.startsWith("[")) {
    return [...value.matchAll(/"((?:[^"\\]|\\.)*)"/g)].map((m) => m[1] ?? "");
  }
  if (value.startsWith('"')) return JSON.parse(value) as string;
  if (value === "true" || value === "false") return value === "true";
  const n = Number(value);
  return Number.isNaN(n) ? value : n;
}

/** Go-style durations as used by the Supabase CLI config ("1m0s", "60s", "1h"). */
export function parseDurationSeconds(value: TomlValue | undefined, fallback: number): number {
  if (typeof value === "number") return value;
  if (typeof value !== "string") return fallback;
  let total = 0;
  let matched = false;
  for (const m of value.matchAll(/(\d+(?:\.\d+)?)(h|m|s)/g)) {
    matched = true;
    total += Number(m[1]) * (m[2] === "h" ? 3600 : m[2] === "m" ? 60 : 1);
  }
  return matched ? total : fallback;
}

export interface AuthConfig {
  siteUrl: string;
  additionalRedirectUrls: string[];
  jwtExpiry: number;
  refreshTokenReuseInterval: number;
  enableSignup: boolean;
  enableConfirmations: boolean;
  minimumPasswordLength: number;
  otpExpiry: number;
  maxFrequency: number;
  /** A change of address is confirmed at the old address and the new one (`double_confirm_changes`). */
  doubleConfirmChanges: boolean;
  rateLimits: RateLimitConfig;
  /** `[auth.email.template.<kind>]`: each kind's subject and body file. */
  mailTemplates: MailTemplates;
}

export interface ProjectConfig {
  apiPort: number;
  dbPort: number;
  maxRows: number;
  schemas: string[];
  extraSearchPath: string[];
  seedEnabled: boolean;
  /** [db.seed] sql_paths, relative to supabase/, applied in order like `supabase db reset` does. */
  seedPaths: string[];
  auth: AuthConfig;
}

export function loadProjectConfig(file = join(REPO_ROOT, "supabase", "config.toml")): ProjectConfig {
  const t = parseToml(readFileSync(file, "utf8"));
  const api = t.api ?? {};
  const db = t.db ?? {};
  const auth = t.auth ?? {};
  const email = t["auth.email"] ?? {};
  const num = (v: TomlValue | undefined, d: number) => (typeof v === "number" ? v : d);
  const bool = (v: TomlValue | undefined, d: boolean) => (typeof v === "boolean" ? v : d);
  const list = (v: TomlValue | undefined, d: string[]) => (Array.isArray(v) ? v : d);
  return {
    apiPort: num(api.port, 54321),
    dbPort: num(db.port, 54322),
    maxRows: num(api.max_rows, 1000),
    schemas: list(api.schemas, ["public"]),
    extraSearchPath: list(api.extra_search_path, ["public", "extensions"]),
    seedEnabled: bool(t["db.seed"]?.enabled, true),
    seedPaths: list(t["db.seed"]?.sql_paths, ["./seed.sql"]),
    auth: {
      siteUrl: typeof auth.site_url === "string" ? auth.site_url : "http://localhost:3000",
      additionalRedirectUrls: list(auth.additional_redirect_urls, []),
      jwtExpiry: num(auth.jwt_expiry, 3600),
      refreshTokenReuseInterval: num(auth.refresh_token_reuse_interval, 10),
      enableSignup: bool(auth.enable_signup, true) && bool(email.enable_signup, true),
      enableConfirmations: bool(email.enable_confirmations, true),
      minimumPasswordLength: num(auth.minimum_password_length, 6),
      otpExpiry: num(email.otp_expiry, 3600),
      maxFrequency: parseDurationSeconds(email.max_frequency, 60),
      doubleConfirmChanges: bool(email.double_confirm_changes, true),
      rateLimits: rateLimitsFrom(t["auth.rate_limit"] ?? {}),
      mailTemplates: Object.fromEntries(
        MAIL_KINDS.flatMap((kind) => {
          const table = t[`auth.email.template.${kind}`];
          if (!table) return [];
          const text = (v: TomlValue | undefined) => (typeof v === "string" ? v : undefined);
          return [[kind, { subject: text(table.subject), contentPath: text(table.content_path) }]];
        }),
      ),
    },
  };
}
