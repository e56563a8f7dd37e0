import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type FixtureServer,
  html,
  readFixture,
  slow,
  startFixtureServer,
} from "../../tests/fixtures/seo/server.ts";
import { flawedSite } from "../../tests/fixtures/seo/sites.ts";
import { createAnalyzer } from "./analyzer.ts";

let site: FixtureServer;

beforeAll(async () => {
  site = await startFixtureServer({
    ...flawedSite,
    "/slow": slow(200, html(readFixture("pages/flawed.html"))),
  });
});

afterAll(() => site.close());

describe("createAnalyzer", () => {
  it("serves a repeated URL from the cache until it expires", async () => {
    let clock = 0;
    const analyzer = createAnalyzer({ allowLoopback: true, cacheTtlMs: 60_000, now: () => clock });
    const first = await analyzer.analyze(site.url("/"), "a");
    const second = await analyzer.analyze(site.url("/#again"), "b");
    expect(second).toBe(first);
    expect(site.hits.get("/")).toBe(1);
    clock = 60_000;
    await analyzer.analyze(site.url("/"), "c");
    expect(site.hits.get("/")).toBe(2);
  });

  it("shares one audit between identical requests in flight", async () => {
    const analyzer = createAnalyzer({ allowLoopback: true });
    const [a, b] = await Promise.all([
      analyzer.analyze(site.url("/slow"), "a"),
      analyzer.analyze(site.url("/slow"), "b"),
    ]);
    expect(a).toBe(b);
    expect(site.hits.get("/slow")).toBe(1);
  });

  it("limits each client and says how long to wait", async () => {
    const analyzer = createAnalyzer({
      allowLoopback: true,
      rateLimit: { limit: 2, windowMs: 30_000 },
      now: () => 0,
    });
    await analyzer.analyze(site.url("/"), "1.1.1.1");
    await analyzer.analyze(site.url("/"), "1.1.1.1");
    await expect(analyzer.analyze(site.url("/"), "1.1.1.1")).rejects.toMatchObject({
      code: "rate_limited",
      message: "You have run many analyses in a short time.",
      retryable: true,
      advice: "Please wait 30 seconds and try again.",
    });
    await expect(analyzer.analyze(site.url("/"), "2.2.2.2")).resolves.toMatchObject({ score: 69 });
  });

  it("turns away audits beyond the concurrency cap and its queue", async () => {
    const analyzer = createAnalyzer({ allowLoopback: true, maxConcurrent: 1, maxQueued: 0 });
    const first = analyzer.analyze(site.url("/slow?1"), "a");
    await expect(analyzer.analyze(site.url("/slow?2"), "b")).rejects.toMatchObject({
      code: "busy",
      message: "The analyzer is busy right now.",
      retryable: true,
      advice: "Please try again in a minute.",
    });
    await expect(first).resolves.toMatchObject({ score: 69 });
  });

  it("rejects an unusable address before any fetch", async () => {
    const analyzer = createAnalyzer({ allowLoopback: false });
    await expect(analyzer.analyze("ftp://example.com", "a")).rejects.toMatchObject({
      code: "unsupported_scheme",
    });
  });
});
