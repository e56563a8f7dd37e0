import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

// A Supabase gateway whose keys were made after the build: it accepts today's keys only, as the local
// stack's gateway and a hosted project after a key rotation do.
const CURRENT = { anon: "anon-now", serviceRole: "service-now" };
const build = { anonKey: CURRENT.anon };

vi.mock("server-only", () => ({}));
vi.mock("./env.ts", () => ({
  supabaseEnv: () => ({ url: gatewayUrl, anonKey: build.anonKey }),
}));

let gateway: Server;
let gatewayUrl = "";

beforeAll(async () => {
  gateway = createServer((req, res) => {
    const key = String(req.headers.apikey ?? "");
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { "content-type": "application/json" });
      res.end(JSON.stringify(body));
    };
    if (key !== CURRENT.anon && key !== CURRENT.serviceRole) return send(401, { message: "Invalid API key" });
    if (req.url?.startsWith("/auth/v1/settings")) return send(200, { external: {} });
    if (req.url?.startsWith("/rest/v1/contact_submissions")) {
      // Visitors may write leads, not read them: PostgREST answers anon with the database's refusal.
      return key === CURRENT.anon
        ? send(401, { code: "42501", message: "permission denied for table contact_submissions" })
        : send(200, []);
    }
    send(404, {});
  });
  await new Promise<void>((done) => gateway.listen(0, "127.0.0.1", done));
  gatewayUrl = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((done) => gateway.close(() => done())));

beforeEach(() => {
  vi.stubEnv("SUPABASE_SERVICE_ROLE_KEY", CURRENT.serviceRole);
  vi.stubEnv("CONTENT_SOURCE", "local-seed");
  vi.stubEnv("REDIS_URL", "");
  return () => vi.unstubAllEnvs();
});

describe("readiness", () => {
  it("is ready while the services accept the public key the build carries", async () => {
    build.anonKey = CURRENT.anon;
    const { readiness } = await import("./readiness.ts");
    const result = await readiness();
    expect(result.checks.auth).toMatchObject({ ok: true, kind: "supabase-auth" });
    expect(result.checks.publicApi).toMatchObject({ ok: true, kind: "supabase-rest" });
    expect(result.ready).toBe(true);
  });

  it("is not ready, naming the checks, when the services refuse the build's public key", async () => {
    build.anonKey = "anon-from-before";
    const { readiness, reportRefusedPublicKey } = await import("./readiness.ts");
    const result = await readiness();
    expect(result.ready).toBe(false);
    expect(result.checks.database.ok).toBe(true);
    expect(result.checks.auth).toMatchObject({
      ok: false,
      error: "the public key is not accepted by the auth service (HTTP 401)",
    });
    expect(result.checks.publicApi).toMatchObject({
      ok: false,
      error: "the public key is not accepted by PostgREST (HTTP 401)",
    });
    const logged: string[] = [];
    await reportRefusedPublicKey((line) => logged.push(line));
    expect(logged).toHaveLength(2);
    expect(logged[0]).toMatch(/^\[ready\] ERROR: auth: the public key is not accepted by the auth service/);
    expect(JSON.stringify(result)).not.toContain("anon-from-before");
  });
});
