import { describe, expect, it } from "vitest";
import { authCookieName } from "./options.ts";
import { isSessionCookie } from "./session-cookie.ts";

const session = authCookieName("http://127.0.0.1:54321");

describe("isSessionCookie", () => {
  it("takes the session cookie and the chunks @supabase/ssr splits a long session into", () => {
    expect(isSessionCookie(session, session)).toBe(true);
    expect(isSessionCookie(`${session}.0`, session)).toBe(true);
    expect(isSessionCookie(`${session}.12`, session)).toBe(true);
  });

  it("leaves out the cookies that only share its prefix, such as the verifier a sign-up writes", () => {
    expect(isSessionCookie(`${session}-code-verifier`, session)).toBe(false);
    expect(isSessionCookie(`${session}.`, session)).toBe(false);
    expect(isSessionCookie(`${session}.x`, session)).toBe(false);
    expect(isSessionCookie("sb-other-auth-token", session)).toBe(false);
  });
});
