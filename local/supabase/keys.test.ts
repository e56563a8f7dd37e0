import { mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { decodeProtectedHeader, jwtVerify } from "jose";
import { afterEach, describe, expect, it } from "vitest";
import { ensureLocalKeys, PRIVATE_FILE_MODE } from "./keys.mjs";

describe("ensureLocalKeys", () => {
  const dirs: string[] = [];
  const dataDir = () => {
    const dir = mkdtempSync(join(tmpdir(), "local-keys-"));
    dirs.push(dir);
    return dir;
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it("signs the anon and service_role keys with the stored secret, valid for years", async () => {
    const keys = await ensureLocalKeys({ dataDir: dataDir(), apiPort: 4999 });
    expect(keys.apiUrl).toBe("http://127.0.0.1:4999");
    const secret = new TextEncoder().encode(keys.jwtSecret);
    const anon = await jwtVerify(keys.anonKey, secret, { algorithms: ["HS256"], issuer: "supabase-local" });
    const service = await jwtVerify(keys.serviceRoleKey, secret, { algorithms: ["HS256"] });
    expect(anon.payload).toMatchObject({ role: "anon", ref: "local" });
    expect(service.payload).toMatchObject({ role: "service_role", ref: "local", iss: "supabase-local" });
    expect(decodeProtectedHeader(keys.anonKey)).toEqual({ alg: "HS256", typ: "JWT" });
    const years = ((anon.payload.exp ?? 0) - (anon.payload.iat ?? 0)) / (365 * 24 * 3600);
    expect(years).toBeGreaterThan(9.9);
    await expect(jwtVerify(keys.anonKey, new TextEncoder().encode("another secret"))).rejects.toThrow();
  });

  it("keeps one set per data folder, readable by its owner only, however many callers race", async () => {
    const dir = dataDir();
    const sets = await Promise.all([1, 2, 3, 4].map(() => ensureLocalKeys({ dataDir: dir })));
    expect(new Set(sets.map((keys) => keys.anonKey)).size).toBe(1);
    expect(statSync(join(dir, "keys.json")).mode & 0o777).toBe(PRIVATE_FILE_MODE);
    expect((await ensureLocalKeys({ dataDir: dir })).jwtSecret).toBe(sets[0]?.jwtSecret);
  });
});
