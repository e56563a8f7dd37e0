import bcrypt from "bcryptjs";
import { afterAll, describe, expect, it } from "vitest";
import { createPasswordHasher } from "./hashing.ts";

const hasher = createPasswordHasher(2);
afterAll(() => hasher.close());

describe("password hashing in worker threads", { timeout: 60_000 }, () => {
  it("writes bcrypt hashes of cost 10, readable by any bcrypt (hosted Supabase stores the same format)", async () => {
    const hashed = await hasher.hash("correct-horse-7");
    expect(hashed).toMatch(/^\$2[aby]\$10\$/);
    expect(bcrypt.compareSync("correct-horse-7", hashed)).toBe(true);
    expect(await hasher.compare("correct-horse-7", bcrypt.hashSync("correct-horse-7", 4))).toBe(true);
  });

  it("says no to a wrong password, and to a missing or foreign hash after the same work", async () => {
    const hashed = await hasher.hash("correct-horse-7");
    expect(await hasher.compare("wrong-horse-7", hashed)).toBe(false);
    expect(await hasher.compare("correct-horse-7", null)).toBe(false);
    expect(await hasher.compare("correct-horse-7", "not-a-hash")).toBe(false);
  });

  it("eight hashes asked for at once all complete through the pool", async () => {
    const passwords = Array.from({ length: 8 }, (_, i) => `password-${i}`);
    const hashes = await Promise.all(passwords.map((p) => hasher.hash(p)));
    const checks = await Promise.all(hashes.map((h, i) => hasher.compare(passwords[i] ?? "", h)));
    expect(checks).toEqual(passwords.map(() => true));
  });
});
