import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FixtureServer, html, startFixtureServer, text } from "../../tests/fixtures/seo/server.ts";
import { auditUrl } from "./audit.ts";
import { limits } from "./config.ts";
import { LOAD_TIME_DEFINITION } from "./page-load.ts";

const SCRIPTS = limits.maxRenderResources + 5;
let site: FixtureServer;

beforeAll(async () => {
  const scripts = Array.from({ length: SCRIPTS }, (_, i) => `/js/${i}.js`);
  site = await startFixtureServer({
    "/": html(
      `<!doctype html><html lang="en"><title>Many scripts</title>${scripts.map((src) => `<script src="${src}"></script>`).join("")}</html>`,
    ),
    ...Object.fromEntries(scripts.map((src) => [src, text("x".repeat(1000), "text/javascript")])),
  });
});

afterAll(() => site.close());

describe("measurePageLoad", () => {
  it("downloads at most limits.maxRenderResources files and says how many the page lists", async () => {
    const { facts } = await auditUrl(site.url("/"), { allowLoopback: true });
    expect(facts.load).toMatchObject({
      filesFound: SCRIPTS,
      filesTimed: limits.maxRenderResources,
      filesFailed: 0,
      unmeasured: null,
    });
    expect(facts.load.bytes).toBe(facts.htmlBytes + limits.maxRenderResources * 1000);
    const fetched = [...site.hits.keys()].filter((path) => path.startsWith("/js/"));
    expect(fetched).toHaveLength(limits.maxRenderResources);
  });
});

describe("LOAD_TIME_DEFINITION", () => {
  it("states the limits the measurement applies", () => {
    expect(LOAD_TIME_DEFINITION).toContain(
      `the first ${limits.aboveFoldImages} images that are not lazy-loaded`,
    );
    expect(LOAD_TIME_DEFINITION).toContain(`(at most ${limits.maxRenderResources} files)`);
    expect(LOAD_TIME_DEFINITION).toContain(`more than ${limits.renderTimeoutMs / 1000} seconds`);
    expect(LOAD_TIME_DEFINITION).toContain(`larger than ${limits.maxResourceBytes / 1024 / 1024} MB`);
  });
});
