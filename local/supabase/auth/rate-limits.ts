// Request budgets of the auth endpoints, modelled on GoTrue's (see the README's "Rate limits"): per client
// address (an IPv6 client by its /64) for every limited endpoint, and per e-mail address for one-time
// codes. Mail has a budget per address before the site-wide one, so no one address can spend the site's.
// Counters live in Postgres (auth.rate_limits), like the lead limits: they survive a restart and hold for
// every process that serves the same database.
import type pg from "pg";
import { addressKey } from "../../../lib/runtime/client-address.ts";
import { AuthError } from "./errors.ts";

export interface RateLimitConfig {
  /** Password sign-ins and sign-ups per 5 minutes, per address and per e-mail. GoTrue: 30. */
  signInSignUps: number;
  /** Refresh-token grants per 5 minutes per address. GoTrue: 150. */
  tokenRefresh: number;
  /** Verify requests (links and codes) per 5 minutes, per address and per e-mail. GoTrue: 30. */
  tokenVerifications: number;
  /** Requests for a one-time code or link (recover, resend) per 5 minutes per address. GoTrue: 30. */
  otp: number;
  /** Mails sent per hour, all kinds together. GoTrue: 30. */
  emailSent: number;
  /** Requests that may send mail, per hour per address, counted before the site-wide budget. */
  emailSentPerAddress: number;
}

export const DEFAULT_RATE_LIMITS: RateLimitConfig = {
  signInSignUps: 30,
  tokenRefresh: 150,
  tokenVerifications: 30,
  otp: 30,
  emailSent: 30,
  emailSentPerAddress: 5,
};

/** Environment names, e.g. SUPABASE_AUTH_RATE_LIMIT_SIGN_IN_SIGN_UPS=1000 for a test run. */
export const RATE_LIMIT_ENV: Record<keyof RateLimitConfig, string> = {
  signInSignUps: "SUPABASE_AUTH_RATE_LIMIT_SIGN_IN_SIGN_UPS",
  tokenRefresh: "SUPABASE_AUTH_RATE_LIMIT_TOKEN_REFRESH",
  tokenVerifications: "SUPABASE_AUTH_RATE_LIMIT_TOKEN_VERIFICATIONS",
  otp: "SUPABASE_AUTH_RATE_LIMIT_OTP",
  emailSent: "SUPABASE_AUTH_RATE_LIMIT_EMAIL_SENT",
  emailSentPerAddress: "SUPABASE_AUTH_RATE_LIMIT_EMAIL_SENT_PER_ADDRESS",
};

/** config.toml's [auth.rate_limit] names (the Supabase CLI's, plus `otp`). */
export const RATE_LIMIT_TOML: Record<keyof RateLimitConfig, string> = {
  signInSignUps: "sign_in_sign_ups",
  tokenRefresh: "token_refresh",
  tokenVerifications: "token_verifications",
  otp: "otp",
  emailSent: "email_sent",
  emailSentPerAddress: "email_sent_per_address",
};

const FIVE_MINUTES = 300;
/** Wrong tries a one-time code survives; the next wrong one ends it, and only a new code helps. */
export const MAX_CODE_TRIES = 5;
const HOUR = 3600;

export type Budget = "signIn" | "signUp" | "refresh" | "verify" | "otp";

export interface RateLimits {
  /** Counts one request from an address against its endpoint's budget; 429 once it is spent. */
  request(budget: Budget, address: string): Promise<void>;
  /** 429 when the e-mail has used up its budget of wrong codes; does not count. */
  assertEmailAllowed(budget: "verify", email: string): Promise<void>;
  /** Counts one wrong code against the e-mail. */
  emailFailed(budget: "verify", email: string): Promise<void>;
  /**
   * Counts one request that may send mail: against the address's hourly budget first, then (only when
   * the address may still send) against the site-wide one; 429 once either is spent.
   */
  mailRequested(address: string): Promise<void>;
  /** Counts a wrong one-time code for the e-mail; true when its codes must now be revoked. */
  codeFailed(email: string): Promise<boolean>;
  /**
   * A new code was sent: it gets its own tries. Runs on `db`, the transaction that stores the code (a
   * second connection would wait for that transaction, which waits for it).
   */
  codeIssued(email: string, db: Pick<pg.PoolClient, "query">): Promise<void>;
}

function tooMany(code: "over_request_rate_limit" | "over_email_send_rate_limit"): AuthError {
  return code === "over_request_rate_limit"
    ? new AuthError(429, code, "Request rate limit reached")
    : new AuthError(429, code, "Email rate limit exceeded");
}

/** Counts one hit on `key` in its fixed window and returns the window's hits so far (atomic). */
const TAKE = `insert into auth.rate_limits as l (key, window_started_at, hits) values ($1, now(), 1)
  on conflict (key) do update set
    window_started_at = case when l.window_started_at <= now() - make_interval(secs => $2::float8)
      then now() else l.window_started_at end,
    hits = case when l.window_started_at <= now() - make_interval(secs => $2::float8)
      then 1 else l.hits + 1 end
  returning hits`;

/** Hits of `key` in its current window, without counting. */
const PEEK = `select hits from auth.rate_limits
  where key = $1 and window_started_at > now() - make_interval(secs => $2::float8)`;

/** Windows long over are swept now and then, so forged addresses cannot grow the table for ever. */
const SWEEP = "delete from auth.rate_limits where window_started_at < now() - interval '1 day'";
const SWEEP_EVERY = 1000;

export function createRateLimits(
  pool: Pick<pg.Pool, "query">,
  config: RateLimitConfig,
  codeLifetimeSeconds: number,
): RateLimits {
  let calls = 0;
  async function take(key: string, windowSeconds: number): Promise<number> {
    if (++calls % SWEEP_EVERY === 0) await pool.query(SWEEP);
    const r = await pool.query<{ hits: number }>(TAKE, [key, windowSeconds]);
    return Number(r.rows[0]?.hits ?? 0);
  }
  async function spend(key: string, limit: number, windowSeconds: number, error: AuthError) {
    if ((await take(key, windowSeconds)) > limit) throw error;
  }
  const perAddress: Record<Budget, number> = {
    signIn: config.signInSignUps,
    signUp: config.signInSignUps,
    refresh: config.tokenRefresh,
    verify: config.tokenVerifications,
    otp: config.otp,
  };
  return {
    request: (budget, address) =>
      spend(
        `${budget}:${addressKey(address)}`,
        perAddress[budget],
        FIVE_MINUTES,
        tooMany("over_request_rate_limit"),
      ),
    async assertEmailAllowed(budget, email) {
      const r = await pool.query<{ hits: number }>(PEEK, [`${budget}-email:${email}`, FIVE_MINUTES]);
      if (Number(r.rows[0]?.hits ?? 0) >= config.tokenVerifications) throw tooMany("over_request_rate_limit");
    },
    async emailFailed(budget, email) {
      await take(`${budget}-email:${email}`, FIVE_MINUTES);
    },
    async mailRequested(address) {
      const mail = tooMany("over_email_send_rate_limit");
      await spend(`mail:${addressKey(address)}`, config.emailSentPerAddress, HOUR, mail);
      await spend("mail:all", config.emailSent, HOUR, mail);
    },
    async codeFailed(email) {
      return (await take(`code:${email}`, codeLifetimeSeconds)) >= MAX_CODE_TRIES;
    },
    async codeIssued(email, db) {
      await db.query("delete from auth.rate_limits where key = $1", [`code:${email}`]);
    },
  };
}

/** The budgets in force: config.toml's [auth.rate_limit], then the environment, over GoTrue's defaults. */
export function rateLimitsFrom(
  toml: Record<string, unknown>,
  env: Record<string, string | undefined> = process.env,
): RateLimitConfig {
  const result = { ...DEFAULT_RATE_LIMITS };
  for (const key of Object.keys(result) as Array<keyof RateLimitConfig>) {
    const fromToml = toml[RATE_LIMIT_TOML[key]];
    if (typeof fromToml === "number" && fromToml > 0) result[key] = fromToml;
    const fromEnv = Number(env[RATE_LIMIT_ENV[key]]);
    if (Number.isInteger(fromEnv) && fromEnv > 0) result[key] = fromEnv;
  }
  return result;
}
