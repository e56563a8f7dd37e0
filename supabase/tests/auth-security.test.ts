// The auth service against an attacker, with GoTrue's default budgets in force: brute force, code
// guessing, telling accounts apart by answer or by time, malformed input and parallel refreshes (who can
// read its files: data-folder.test.ts). Each attacker speaks from a loopback address of its own
// (127.0.0.0/8 is all loopback), so the per-address budgets of one test do not spend another's.
import { Agent, fetch } from "undici";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_RATE_LIMITS, MAX_CODE_TRIES } from "../../local/supabase/auth/rate-limits.ts";
import type { LocalStack } from "../../local/supabase/stack.ts";
import { client, confirmedUser, createTestEnv, STACK_TIMEOUT, type TestEnv, uniqueEmail } from "./helpers.ts";

let env: TestEnv;
let stack: LocalStack;
const agents: Agent[] = [];

beforeAll(async () => {
  env = await createTestEnv();
  // Every user of this file signs up from this one address, which the per-address mail budget (5 an
  // hour) would stop after five; that budget has tests of its own (rate-limits.test.ts, auth-budgets.spec).
  stack = await env.start({
    auth: { rateLimits: { ...DEFAULT_RATE_LIMITS, emailSentPerAddress: 100_000 } },
  });
}, STACK_TIMEOUT);

afterAll(async () => {
  for (const agent of agents) await agent.close();
  await env?.cleanup();
}, STACK_TIMEOUT);

let lastOctet = 1;
/** A client speaking from a loopback address no other client of this file uses. */
function newClientAddress() {
  lastOctet += 1;
  const localAddress = `127.0.${Math.floor(lastOctet / 250) + 1}.${(lastOctet % 250) + 2}`;
  const agent = new Agent({ localAddress });
  agents.push(agent);
  return async (path: string, body: unknown, raw = false) => {
    const res = await fetch(`${stack.apiUrl}/auth/v1${path}`, {
      method: "POST",
      dispatcher: agent,
      headers: {
        apikey: stack.anonKey,
        "content-type": "application/json",
        "x-supabase-api-version": "2024-01-01",
      },
      body: raw ? (body as string) : JSON.stringify(body),
    });
    const json = (await res.json().catch(() => null)) as Record<string, unknown> | null;
    return { status: res.status, body: json, code: json?.code };
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

const codeIn = (text: string) => /enter the code: (\d{6})/.exec(text)?.[1] ?? "";

describe("the auth service under attack", { timeout: 120_000 }, () => {
  it("password guesses from one address get 429 once its budget is spent, the right password too", async () => {
    const user = await confirmedUser(stack);
    const attacker = newClientAddress();
    // Spread over many e-mails, so only the address's budget is spent.
    for (let i = 0; i < DEFAULT_RATE_LIMITS.signInSignUps; i++) {
      const res = await attacker("/token?grant_type=password", {
        email: uniqueEmail("spray"),
        password: "guess-1",
      });
      expect(res.code).toBe("invalid_credentials");
    }
    const blocked = await attacker("/token?grant_type=password", {
      email: user.email,
      password: user.password,
    });
    expect(blocked).toMatchObject({ status: 429, code: "over_request_rate_limit" });
    const elsewhere = await newClientAddress()("/token?grant_type=password", {
      email: user.email,
      password: user.password,
    });
    expect(elsewhere.status).toBe(200);
  });

  it("password guesses spread over many addresses never lock the owner out", async () => {
    const user = await confirmedUser(stack);
    for (let i = 0; i < DEFAULT_RATE_LIMITS.signInSignUps + 2; i++) {
      const res = await newClientAddress()("/token?grant_type=password", {
        email: user.email,
        password: `wrong-${i}`,
      });
      expect(res.code).toBe("invalid_credentials");
    }
    const owner = await newClientAddress()("/token?grant_type=password", {
      email: user.email,
      password: user.password,
    });
    expect(owner.status).toBe(200);
  });

  it(`a one-time code dies after ${MAX_CODE_TRIES} wrong tries: the right one then fails`, async () => {
    const guessed = await confirmedUser(stack);
    const careful = await confirmedUser(stack);
    const attacker = newClientAddress();
    for (const user of [guessed, careful]) {
      expect((await attacker("/recover", { email: user.email })).status).toBe(200);
    }
    const code = (email: string) => codeIn(stack.outbox().findLast((m) => m.to === email)?.text ?? "");
    const wrong = (right: string) => String((Number(right) + 1) % 1_000_000).padStart(6, "0");

    const right = code(guessed.email);
    expect(right).toMatch(/^\d{6}$/);
    for (let i = 0; i < MAX_CODE_TRIES; i++) {
      const res = await attacker("/verify", { type: "recovery", email: guessed.email, token: wrong(right) });
      expect(res).toMatchObject({ status: 403, code: "otp_expired" });
    }
    const late = await attacker("/verify", { type: "recovery", email: guessed.email, token: right });
    expect(late).toMatchObject({ status: 403, code: "otp_expired" });

    // One try fewer and the right code still works.
    const rightToo = code(careful.email);
    for (let i = 0; i < MAX_CODE_TRIES - 1; i++) {
      await attacker("/verify", { type: "recovery", email: careful.email, token: wrong(rightToo) });
    }
    const ok = await attacker("/verify", { type: "recovery", email: careful.email, token: rightToo });
    expect(ok.status).toBe(200);
    expect(ok.body?.access_token).toBeTruthy();
  });

  it("a wrong password takes as long for a known e-mail as for an unknown one", async () => {
    const user = await confirmedUser(stack);
    const known: number[] = [];
    const unknown: number[] = [];
    // Interleaved, so a busy moment of the machine weighs on both series alike.
    for (let i = 0; i < 12; i++) {
      const attacker = newClientAddress();
      for (const [email, series] of [
        [user.email, known],
        [uniqueEmail("nobody"), unknown],
      ] as const) {
        const started = performance.now();
        const res = await attacker("/token?grant_type=password", { email, password: `wrong-${i}` });
        series.push(performance.now() - started);
        expect(res.code).toBe("invalid_credentials");
      }
    }
    const [a, b] = [median(known), median(unknown)];
    // Before the dummy comparison the gap was a bcrypt run (about 60 ms) against 3 ms: a 20-fold ratio.
    const similar = Math.max(a, b) / Math.min(a, b) < 2 || Math.abs(a - b) < 15;
    expect(similar, `median known ${a.toFixed(1)} ms, unknown ${b.toFixed(1)} ms`).toBe(true);
  });

  it("sign-up and recovery answer alike for known and unknown e-mails", async () => {
    const user = await confirmedUser(stack);
    const attacker = newClientAddress();
    const mailsBefore = stack.outbox().filter((m) => m.to === user.email).length;

    const taken = await attacker("/signup", { email: user.email, password: "another-pass-1" });
    const free = await attacker("/signup", { email: uniqueEmail("free"), password: "another-pass-1" });
    expect(taken.status).toBe(free.status);
    expect(Object.keys(taken.body ?? {}).sort()).toEqual(Object.keys(free.body ?? {}).sort());

    for (let round = 0; round < 2; round++) {
      // The second round falls in the minute in which no second recovery mail goes out: still `{}`.
      expect(await attacker("/recover", { email: user.email })).toMatchObject({ status: 200, body: {} });
      expect(await attacker("/recover", { email: uniqueEmail("ghost") })).toMatchObject({
        status: 200,
        body: {},
      });
    }
    const mails = stack.outbox().filter((m) => m.to === user.email);
    expect(mails.slice(mailsBefore).map((m) => m.type)).toEqual(["recovery"]);
  });

  it("malformed input gets a 400 with a GoTrue code, never a 500", async () => {
    const attacker = newClientAddress();
    const emails = [
      "nul\u0000@example.com",
      "\ud800lone@example.com",
      `${"a".repeat(1_000_000)}@example.com`,
    ];
    for (const email of emails) {
      for (const path of ["/signup", "/recover", "/token?grant_type=password", "/verify"]) {
        const res = await attacker(path, {
          email,
          password: "long-enough-1",
          type: "recovery",
          token: "123456",
        });
        expect({ path, status: res.status, code: res.code }).toEqual({
          path,
          status: 400,
          code: "validation_failed",
        });
      }
    }
    expect(await attacker("/signup", "{not json", true)).toMatchObject({ status: 400, code: "bad_json" });
    expect(await attacker("/signup", "[1, 2]", true)).toMatchObject({ status: 400, code: "bad_json" });
    expect(await attacker("/signup", { email: 42, password: "long-enough-1" })).toMatchObject({
      status: 400,
      code: "validation_failed",
    });
    expect(await attacker("/token?grant_type=refresh_token", { refresh_token: ["x"] })).toMatchObject({
      status: 400,
      code: "validation_failed",
    });
    expect(
      await attacker("/signup", {
        email: uniqueEmail("meta"),
        password: "long-enough-1",
        data: "not-an-object",
      }),
    ).toMatchObject({ status: 400, code: "validation_failed" });
  });

  it("parallel refreshes of one session within the reuse interval all keep the user signed in", async () => {
    const user = await confirmedUser(stack);
    const { data } = await user.client.auth.getSession();
    const refreshToken = data.session?.refresh_token ?? "";
    const results = await Promise.all(
      [1, 2, 3].map(() => client(stack).auth.refreshSession({ refresh_token: refreshToken })),
    );
    for (const result of results) expect(result.error).toBeNull();
    const tokens = new Set(results.map((r) => r.data.session?.refresh_token));
    expect(tokens.size).toBe(1);
    for (const result of results) {
      const me = await client(stack).auth.getUser(result.data.session?.access_token);
      expect(me.data.user?.email).toBe(user.email);
    }
    const later = await client(stack).auth.refreshSession({ refresh_token: [...tokens][0] ?? "" });
    expect(later.error).toBeNull();
  });
});
