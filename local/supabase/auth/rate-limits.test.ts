import { readFileSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createRateLimits, DEFAULT_RATE_LIMITS, MAX_CODE_TRIES, rateLimitsFrom } from "./rate-limits.ts";

let db: PGlite;
/** The counters' table as the stack creates it, in an in-memory Postgres. */
const pool = {
  query: ((text: string, params?: unknown[]) => db.query(text, params)) as never,
};

beforeAll(async () => {
  db = new PGlite();
  const bootstrap = readFileSync(new URL("../bootstrap.sql", import.meta.url), "utf8");
  const table = /create table if not exists auth\.rate_limits \([^;]+\);/.exec(bootstrap)?.[0];
  await db.exec(`create schema auth; ${table}`);
});

afterAll(() => db?.close());

describe("auth rate limits", () => {
  it("take GoTrue's defaults, then config.toml's [auth.rate_limit], then the environment", () => {
    expect(rateLimitsFrom({}, {})).toEqual(DEFAULT_RATE_LIMITS);
    const fromToml = rateLimitsFrom({ sign_in_sign_ups: 5, email_sent: 2 }, {});
    expect(fromToml).toMatchObject({ signInSignUps: 5, emailSent: 2, tokenRefresh: 150 });
    const fromEnv = rateLimitsFrom(
      { sign_in_sign_ups: 5 },
      { SUPABASE_AUTH_RATE_LIMIT_SIGN_IN_SIGN_UPS: "1000", SUPABASE_AUTH_RATE_LIMIT_OTP: "nonsense" },
    );
    expect(fromEnv).toMatchObject({ signInSignUps: 1000, otp: DEFAULT_RATE_LIMITS.otp });
  });

  it("an address spends its budget per endpoint; the next request is a 429 with GoTrue's code", async () => {
    const limits = createRateLimits(pool, { ...DEFAULT_RATE_LIMITS, signInSignUps: 2 }, 3600);
    await limits.request("signIn", "10.0.0.1");
    await limits.request("signIn", "10.0.0.1");
    await expect(limits.request("signIn", "10.0.0.1")).rejects.toMatchObject({
      status: 429,
      code: "over_request_rate_limit",
    });
    await limits.request("signIn", "10.0.0.2");
    await limits.request("signUp", "10.0.0.1");
  });

  it("count an IPv4-mapped address as its IPv4 address and an IPv6 client by its /64", async () => {
    const limits = createRateLimits(pool, { ...DEFAULT_RATE_LIMITS, otp: 2 }, 3600);
    await limits.request("otp", "10.9.9.9");
    await limits.request("otp", "::ffff:10.9.9.9");
    await expect(limits.request("otp", "10.9.9.9")).rejects.toMatchObject({ status: 429 });
    await limits.request("otp", "2001:db8:5:6::1");
    await limits.request("otp", "2001:db8:5:6:ffff::2");
    await expect(limits.request("otp", "2001:db8:5:6::3")).rejects.toMatchObject({ status: 429 });
    await limits.request("otp", "2001:db8:5:7::1");
  });

  it("spend an address's mail budget before the site's: one address cannot silence the rest", async () => {
    const config = { ...DEFAULT_RATE_LIMITS, emailSent: 4, emailSentPerAddress: 2 };
    const limits = createRateLimits(pool, config, 3600);
    await limits.mailRequested("10.7.0.1");
    await limits.mailRequested("10.7.0.1");
    for (let i = 0; i < 10; i++) {
      await expect(limits.mailRequested("10.7.0.1")).rejects.toMatchObject({
        status: 429,
        code: "over_email_send_rate_limit",
      });
    }
    await limits.mailRequested("10.7.0.2");
  });

  it(`a code is void after ${MAX_CODE_TRIES} wrong tries, and a new code gets its own`, async () => {
    const limits = createRateLimits(pool, DEFAULT_RATE_LIMITS, 3600);
    const verdicts: boolean[] = [];
    for (let i = 0; i < MAX_CODE_TRIES; i++) verdicts.push(await limits.codeFailed("a@example.com"));
    expect(verdicts).toEqual([false, false, false, false, true]);
    await limits.codeIssued("a@example.com", pool);
    expect(await limits.codeFailed("a@example.com")).toBe(false);
  });
});
