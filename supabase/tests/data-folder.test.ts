// The stack's data folder holds its keys, the outbox (sign-in links) and, on PGlite, the database itself:
// only its owner may read any of it.
import { statSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LocalStack } from "../../local/supabase/stack.ts";
import { confirmedUser, createTestEnv, STACK_TIMEOUT, type TestEnv } from "./helpers.ts";

let env: TestEnv;
let stack: LocalStack;

beforeAll(async () => {
  env = await createTestEnv();
  stack = await env.start();
}, STACK_TIMEOUT);

afterAll(async () => {
  await env?.cleanup();
}, STACK_TIMEOUT);

describe("the data folder", () => {
  it("keys, the outbox and the data folder are readable by their owner only", async () => {
    // The outbox exists once a mail has been sent.
    await confirmedUser(stack);
    const mode = (path: string) => statSync(path).mode & 0o777;
    expect(mode(stack.dataDir)).toBe(0o700);
    expect(mode(join(stack.dataDir, "keys.json"))).toBe(0o600);
    expect(mode(join(stack.dataDir, "outbox.jsonl"))).toBe(0o600);
    expect(mode(join(stack.dataDir, "stack.lock"))).toBe(0o600);
    expect(mode(join(stack.dataDir, "stack.json"))).toBe(0o600);
    if (stack.backend === "pglite") expect(mode(join(stack.dataDir, "pglite"))).toBe(0o700);
  });
});
