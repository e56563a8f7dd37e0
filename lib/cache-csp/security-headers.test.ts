import { describe, expect, it } from "vitest";
import {
  contentSecurityPolicy,
  createNonce,
  fixedSecurityHeaders,
  nonceScripts,
} from "./security-headers.mjs";

const directive = (policy: string, name: string) =>
  policy
    .split("; ")
    .find((d) => d.startsWith(`${name} `))
    ?.split(" ")
    .slice(1);

describe("contentSecurityPolicy", () => {
  const base = {
    scripts: nonceScripts("abc"),
    supabaseUrl: "http://127.0.0.1:54321/",
    content: { mode: "local-seed" },
    dev: false,
  };

  it("runs only scripts with the nonce or loaded by them, and no eval outside next dev", () => {
    const policy = contentSecurityPolicy(base);
    expect(directive(policy, "script-src")).toEqual(["'self'", "'nonce-abc'", "'strict-dynamic'"]);
    expect(directive(contentSecurityPolicy({ ...base, dev: true }), "script-src")).toContain("'unsafe-eval'");
    expect(directive(policy, "object-src")).toEqual(["'none'"]);
    expect(directive(policy, "frame-ancestors")).toEqual(["'self'"]);
  });

  it("runs a prerendered page's own files and the inline scripts it lists by hash, nothing inline besides", () => {
    const policy = contentSecurityPolicy({ ...base, scripts: ["'sha256-abc='"] });
    expect(directive(policy, "script-src")).toEqual(["'self'", "'sha256-abc='"]);
    expect(directive(policy, "style-src")).toEqual(["'self'", "'unsafe-inline'"]);
  });

  it("lets the browser reach the Supabase project, and Sanity only when a project is set", () => {
    // The local stack's http, scheme-less so an https page never allows plain http.
    expect(directive(contentSecurityPolicy(base), "connect-src")).toEqual(["'self'", "127.0.0.1:54321"]);
    const hosted = { ...base, supabaseUrl: "https://abc.supabase.co" };
    expect(directive(contentSecurityPolicy(hosted), "connect-src")).toEqual([
      "'self'",
      "https://abc.supabase.co",
    ]);
    expect(
      directive(contentSecurityPolicy({ ...base, content: { mode: "sanity" } }), "connect-src"),
    ).toContain("wss://*.sanity.io");
    expect(directive(contentSecurityPolicy(base), "font-src")).toEqual(["'self'", "data:"]);
  });

  it("reaches the local Content Lake, its listeners' hosts and its images, and no Sanity host then", () => {
    const lake = contentSecurityPolicy({
      ...base,
      content: { mode: "local-lake", lake: { url: "http://127.0.0.1:54340" } },
    });
    expect(directive(lake, "connect-src")).toEqual([
      "'self'",
      "127.0.0.1:54321",
      "127.0.0.1:54340",
      "ws://127.0.0.1:54340",
      "*.localhost:54340",
    ]);
    expect(directive(lake, "font-src")).toEqual([
      "'self'",
      "data:",
      "https://design-system-static.sanity.io",
    ]);
    expect(directive(lake, "img-src")).toContain("127.0.0.1:54340");
    expect(lake).not.toContain("sanity.io wss");
  });
});

describe("createNonce", () => {
  it("is new every time and fits CSP's base64 nonce syntax", () => {
    const nonces = new Set(Array.from({ length: 50 }, () => createNonce()));
    expect(nonces.size).toBe(50);
    for (const nonce of nonces) expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  });
});

describe("fixedSecurityHeaders", () => {
  it("sends HSTS in production only", () => {
    const names = (production: boolean) => fixedSecurityHeaders({ production }).map((h) => h.key);
    expect(names(true)).toContain("Strict-Transport-Security");
    expect(names(false)).not.toContain("Strict-Transport-Security");
    expect(names(false)).toEqual(
      expect.arrayContaining([
        "X-Content-Type-Options",
        "X-Frame-Options",
        "Referrer-Policy",
        "Permissions-Policy",
      ]),
    );
  });
});
