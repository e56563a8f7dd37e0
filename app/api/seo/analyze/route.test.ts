import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FixtureServer, startFixtureServer } from "../../../../tests/fixtures/seo/server.ts";
import { edgeSite, flawedSite } from "../../../../tests/fixtures/seo/sites.ts";
import { POST } from "./route.ts";

let site: FixtureServer;
let edge: FixtureServer;
const saved = process.env.SEO_ANALYZER_ALLOW_LOOPBACK;

beforeAll(async () => {
  process.env.SEO_ANALYZER_ALLOW_LOOPBACK = "1";
  site = await startFixtureServer(flawedSite);
  edge = await startFixtureServer(edgeSite(site.url("/")));
});

afterAll(async () => {
  if (saved === undefined) delete process.env.SEO_ANALYZER_ALLOW_LOOPBACK;
  else process.env.SEO_ANALYZER_ALLOW_LOOPBACK = saved;
  await Promise.all([site.close(), edge.close()]);
});

let client = 0;
/**
 * A request as the route receives it: with no trusted proxy (TRUSTED_PROXY_HOPS unset) the server has put
 * the socket's address in X-Forwarded-For (lib/runtime/socket-address-hook.ts), so the header is that one address.
 */
function post(body: string, ip = `198.51.100.${++client}`) {
  return POST(
    new Request("http://localhost/api/seo/analyze", {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": ip },
      body,
    }),
  );
}

describe("POST /api/seo/analyze", () => {
  it("answers with the report", async () => {
    const response = await post(JSON.stringify({ url: site.url("/") }));
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const report = await response.json();
    expect(report).toMatchObject({
      url: site.url("/"),
      score: 69,
      metrics: { seoScore: 60, mobileScore: 85, accessibilityScore: 70 },
      technicalSEO: { hasSSL: false, hasRobotsTxt: true, hasSitemap: true },
    });
    expect(report.issues).toHaveLength(8);
  });

  it.each([
    ["not json", 400, "invalid_request"],
    ["{}", 400, "invalid_url"],
    [JSON.stringify({ url: "   " }), 400, "invalid_url"],
    [JSON.stringify({ url: 42 }), 400, "invalid_url"],
    [JSON.stringify({ url: "ftp://example.com" }), 400, "unsupported_scheme"],
  ])("refuses the body %s with %i %s", async (body, status, code) => {
    const response = await post(body);
    expect(response.status).toBe(status);
    expect((await response.json()).code).toBe(code);
  });

  it.each([
    [
      "/to-private",
      403,
      "blocked_address",
      "That address points to a private or internal network, which we do not analyze.",
      false,
      "Trying again will not help: we analyze public websites only.",
    ],
    [
      "/data.json",
      502,
      "not_html",
      "That address is not a web page (it returned application/json instead of HTML).",
      false,
      "Enter the address of a web page: trying again will not help.",
    ],
    [
      "/missing",
      502,
      "not_found",
      "The page was not found (the website answered 404).",
      false,
      "Check the address: trying again will not help.",
    ],
    [
      "/broken",
      502,
      "http_error",
      "The website answered with an error (HTTP 500).",
      true,
      "Please try again later: the fault may be passing.",
    ],
  ])(
    "explains the failure of %s and whether retrying can help",
    async (path, status, code, message, retryable, advice) => {
      const response = await post(JSON.stringify({ url: edge.url(path) }));
      expect(response.status).toBe(status);
      expect(await response.json()).toEqual({ code, message, retryable, advice });
    },
  );

  it("does not ask to retry an address on a port the analyzer never visits", async () => {
    delete process.env.SEO_ANALYZER_ALLOW_LOOPBACK;
    try {
      const response = await post(JSON.stringify({ url: "http://example.com:8080/" }));
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        code: "blocked_port",
        message: "Only websites on the standard ports (80 and 443) can be analyzed.",
        retryable: false,
        advice: "Trying again will not help: we analyze public websites on the standard ports only.",
      });
    } finally {
      process.env.SEO_ANALYZER_ALLOW_LOOPBACK = "1";
    }
  });

  it("limits each forwarded address to 10 analyses a minute", async () => {
    for (let i = 0; i < 10; i++) {
      expect((await post(JSON.stringify({ url: site.url("/") }), "203.0.113.9")).status).toBe(200);
    }
    const limited = await post(JSON.stringify({ url: site.url("/") }), "203.0.113.9");
    expect(limited.status).toBe(429);
    expect((await limited.json()).code).toBe("rate_limited");
    expect((await post(JSON.stringify({ url: site.url("/") }), "203.0.113.10")).status).toBe(200);
  });
});
