// Request budgets of the auth endpoints, modelled on GoTrue's (see the README's "Rate limits"): per client
// address for every limited endpoint, and per e-mail address where a request names one. Counters live in
// this process's memory, as the auth service is one process.
import { RateLimiterMemory, RateLimiterRes } from "rate-limiter-flexible";
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
}

export const DEFAULT_RATE_LIMITS: RateLimitConfig = {
  signInSignUps: 30,
  tokenRefresh: 150,
  tokenVerifications: 30,
  otp: 30,
  emailSent: 30,
};

/** Environment names, e.g. SUPABASE_AUTH_RATE_LIMIT_SIGN_IN_SIGN_UPS=1000 for a test run. */
export const RATE_LIMIT_ENV: Record<keyof RateLimitConfig, string> = {
  signInSignUps: "SUPABASE_AUTH_RATE_LIMIT_SIGN_IN_SIGN_UPS",
  tokenRefresh: "SUPABASE_AUTH_RATE_LIMIT_TOKEN_REFRESH",
  tokenVerifications: "SUPABASE_AUTH_RATE_LIMIT_TOKEN_VERIFICATIONS",
  otp: "SUPABASE_AUTH_RATE_LIMIT_OTP",
  emailSent: "SUPABASE_AUTH_RATE_LIMIT_EMAIL_SENT",
};

/** config.toml's [auth.rate_limit] names (the Supabase CLI's, plus `otp`). */
export const RATE_LIMIT_TOML: Record<keyof RateLimitConfig, string> = {
  signInSignUps: "sign_in_sign_ups",
  tokenRefresh: "token_refresh",
  tokenVerifications: "token_verifications",
  otp: "otp",
  emailSent: "email_sent",
};

const FIVE_MINUTES = 300;
/** Wrong tries a one-time code survives; the next wrong one ends it, and only a new code helps. */
export const MAX_CODE_TRIES = 5;
const HOUR = 3600;

export type Budget = "signIn" | "signUp" | "refresh" | "verify" | "otp";

export interface RateLimits {
  /** Counts one request from an address against its endpoint's budget; 429 once it is spent. */
  request(budget: Budget, address: string): Promise<void>;
  /** 429 when the e-mail has used up its budget of failures; does not count. */
  assertEmailAllowed(budget: "signIn" | "verify", email: string): Promise<void>;
  /** Counts one failure (a wrong password or code) against the e-mail. */
  emailFailed(budget: "signIn" | "verify", email: string): Promise<void>;
  /** Counts one request that may send mail against the hourly budget; 429 once it is spent. */
  mailRequested(): Promise<void>;
  /** Counts a wrong one-time code for the e-mail; true when its codes must now be revoked. */
  codeFailed(email: string): Promise<boolean>;
  /** A new code was sent: it gets its own tries. */
  codeIssued(email: string): Promise<void>;
}

function tooMany(code: "over_request_rate_limit" | "over_email_send_rate_limit"): AuthError {
  return code === "over_request_rate_limit"
    ? new AuthError(429, code, "Request rate limit reached")
    : new AuthError(429, code, "Email rate limit exceeded");
}

async function spend(limiter: RateLimiterMemory, key: string, error: AuthError): Promise<void> {
  try {
    await limiter.consume(key);
  } catch (outcome) {
    if (outcome instanceof RateLimiterRes) throw error;
    throw outcome;
  }
}

export function createRateLimits(config: RateLimitConfig, codeLifetimeSeconds: number): RateLimits {
  const window = (points: number, duration: number) => new RateLimiterMemory({ points, duration });
  const perAddress: Record<Budget, RateLimiterMemory> = {
    signIn: window(config.signInSignUps, FIVE_MINUTES),
    signUp: window(config.signInSignUps, FIVE_MINUTES),
    refresh: window(config.tokenRefresh, FIVE_MINUTES),
    verify: window(config.tokenVerifications, FIVE_MINUTES),
    otp: window(config.otp, FIVE_MINUTES),
  };
  const perEmail = {
    signIn: window(config.signInSignUps, FIVE_MINUTES),
    verify: window(config.tokenVerifications, FIVE_MINUTES),
  };
  const mails = window(config.emailSent, HOUR);
  const codeTries = window(MAX_CODE_TRIES, codeLifetimeSeconds);
  return {
    request: (budget, address) => spend(perAddress[budget], address, tooMany("over_request_rate_limit")),
    async assertEmailAllowed(budget, email) {
      const used = await perEmail[budget].get(email);
      if (used && used.consumedPoints >= perEmail[budget].points) throw tooMany("over_request_rate_limit");
    },
    async emailFailed(budget, email) {
      await perEmail[budget].consume(email).catch(() => {});
    },
    mailRequested: () => spend(mails, "all", tooMany("over_email_send_rate_limit")),
    async codeFailed(email) {
      const outcome = await codeTries.consume(email).catch((spent: unknown) => {
        if (spent instanceof RateLimiterRes) return spent;
        throw spent;
      });
      return outcome.remainingPoints <= 0;
    },
    async codeIssued(email) {
      await codeTries.delete(email);
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
