import { describe, expect, it } from "vitest";
import { createRateLimits, DEFAULT_RATE_LIMITS, MAX_CODE_TRIES, rateLimitsFrom } from "./rate-limits.ts";

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
    const limits = createRateLimits({ ...DEFAULT_RATE_LIMITS, signInSignUps: 2 }, 3600);
    await limits.request("signIn", "10.0.0.1");
    await limits.request("signIn", "10.0.0.1");
    await expect(limits.request("signIn", "10.0.0.1")).rejects.toMatchObject({
      status: 429,
      code: "over_request_rate_limit",
    });
    await limits.request("signIn", "10.0.0.2");
    await limits.request("signUp", "10.0.0.1");
  });

  it(`a code is void after ${MAX_CODE_TRIES} wrong tries, and a new code gets its own`, async () => {
    const limits = createRateLimits(DEFAULT_RATE_LIMITS, 3600);
    const verdicts: boolean[] = [];
    for (let i = 0; i < MAX_CODE_TRIES; i++) verdicts.push(await limits.codeFailed("a@example.com"));
    expect(verdicts).toEqual([false, false, false, false, true]);
    await limits.codeIssued("a@example.com");
    expect(await limits.codeFailed("a@example.com")).toBe(false);
  });
});
