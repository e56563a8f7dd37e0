import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { APIRequestContext } from "@playwright/test";
import { inlineScriptHashes, scriptSources } from "./support/csp.ts";
import { expect } from "./support/fixtures.ts";
import { sitemapPaths } from "./support/sitemap.ts";
import { expectOnSite, onTheLocalStudio, openDocument, STUDIO_NOISE, test } from "./support/studio.ts";

// New documents of the routable types become pages without a rebuild, on the editing server and its lake
// (playwright.config.ts, project "studio-editing"): published through the lake's own API as the Studio
// publishes, then read from the site as a visitor would.
onTheLocalStudio({ timeout: 180_000 });

const lakeDir = join(process.cwd(), ".data", "e2e", "sanity-lake-editing");
const lakePort = Number(process.env.SANITY_LOCAL_PORT ?? 54340);
const lakeUrl = `http://127.0.0.1:${Number(process.env.SANITY_LOCAL_EDITING_PORT ?? lakePort + 1)}`;
const token = () => readFileSync(join(lakeDir, "editor-token"), "utf8").trim();

type Doc = { _id: string; _type: string } & Record<string, unknown>;

async function lakeDocument(request: APIRequestContext, id: string): Promise<Doc> {
  const response = await request.get(`${lakeUrl}/v2025-09-01/data/doc/production/${id}`, {
    headers: { Authorization: `Bearer ${token()}` },
  });
  const { documents } = (await response.json()) as { documents: Doc[] };
  const doc = documents[0];
  if (!doc) throw new Error(`${id} is not in the lake`);
  return doc;
}

async function mutate(request: APIRequestContext, mutations: unknown[]) {
  const response = await request.post(`${lakeUrl}/v2025-09-01/data/mutate/production`, {
    headers: { Authorization: `Bearer ${token()}` },
    data: { mutations },
  });
  expect(response.status()).toBe(200);
}

/** The page is served from the page cache with the policy of its own inline scripts, not a nonce. */
async function expectHashPolicy(request: APIRequestContext, path: string) {
  const response = await request.get(path);
  expect(response.status()).toBe(200);
  const html = await response.text();
  const policy = response.headers()["content-security-policy"] ?? "";
  expect(policy).not.toContain("nonce-");
  expect(scriptSources(policy)).toEqual(["'self'", ...inlineScriptHashes(html)]);
}

/**
 * The 404 of an address no published document has yet: no browser or shared cache may keep it, or the
 * page an editor publishes there would stay a 404 for its visitors.
 */
async function expectUncachedNotFound(request: APIRequestContext, path: string) {
  const response = await request.get(path);
  expect(response.status()).toBe(404);
  const cacheControl = response.headers()["cache-control"] ?? "";
  expect(cacheControl).toMatch(/\bno-store\b/);
  expect(cacheControl).not.toMatch(/s-maxage|public/);
}

for (const { type, copyOf, path } of [
  { type: "caseStudy", copyOf: "caseStudy-healthcare-portal", path: "/insights/" },
  { type: "service", copyOf: "service-web-development", path: "/services/" },
]) {
  test(`a new ${type} is a page within 5 s, cached with its hash policy and in the sitemap; deleted, it is gone; its 404 is never cached`, async ({
    page,
    request,
  }) => {
    const stamp = Date.now();
    const slug = `energy-trading-dashboard-${stamp}`;
    const title = `Energy Trading Dashboard ${stamp}`;
    const { _rev: _unused, ...original } = await lakeDocument(request, copyOf);
    const id = `${type}-${slug}`;
    await expectUncachedNotFound(request, `${path}${slug}`);
    await mutate(request, [{ create: { ...original, _id: id, slug, title } }]);
    // proxy.ts learns the published slugs every 2 s; the page is rendered on its first request.
    await expect
      .poll(async () => (await request.get(`${path}${slug}`)).status(), {
        timeout: 5_000,
        intervals: [250],
      })
      .toBe(200);

    await expectOnSite(
      page,
      `${path}${slug}`,
      () => expect(page.getByRole("heading", { level: 1 })).toHaveText(title, { timeout: 2_000 }),
      { timeout: 60_000 },
    );
    await expectHashPolicy(request, `${path}${slug}`);
    await expect(page).toHaveTitle(new RegExp(title));
    await expect.poll(() => sitemapPaths(request), { timeout: 30_000 }).toContain(`${path}${slug}`);

    await mutate(request, [{ delete: { id } }]);
    // From the delete on, the address answers the page until its route regenerates, then that route's own
    // 404 until proxy.ts has read the published slugs again (every 2 s), then the proxy's 404 page, the
    // one with its copy in the markup. No answer on the way may be a 404 a cache keeps.
    const answers: string[] = [];
    await expect
      .poll(
        async () => {
          const response = await request.get(`${path}${slug}`);
          const cacheControl = response.headers()["cache-control"] ?? "";
          answers.push(`${response.status()} ${cacheControl}`);
          return response.status() === 404 && (await response.text()).includes("<h1");
        },
        { timeout: 30_000, intervals: [100] },
      )
      .toBe(true);
    const notFound = answers.filter((answer) => answer.startsWith("404 "));
    expect(notFound.length).toBeGreaterThan(0);
    for (const answer of notFound) {
      expect(answer).toMatch(/\bno-store\b/);
      expect(answer).not.toMatch(/s-maxage|public/);
    }
    expect(answers.filter((answer) => !/^(200|404) /.test(answer))).toEqual([]);
    await expectUncachedNotFound(request, `${path}${slug}`);
    await expect.poll(() => sitemapPaths(request), { timeout: 30_000 }).not.toContain(`${path}${slug}`);
  });
}

test("a slug another case study has is an error in the Studio before publishing", async ({
  page,
  consoleProblems,
}) => {
  consoleProblems.allow(STUDIO_NOISE);
  await openDocument(page, "caseStudy-legal-case-management", "caseStudy");
  const slug = page.locator('[id="slug"]');
  await expect(slug).not.toHaveValue("", { timeout: 30_000 });
  await slug.fill("healthcare-portal");
  // The Studio keeps a field's message in the tooltip of its marker: it is in the page once validated.
  await expect(
    page.getByText(/"healthcare-portal" is already the address of "Healthcare Portal/).first(),
  ).toBeAttached({
    timeout: 15_000,
  });
  await expect(page.getByTestId("action-publish")).toBeDisabled();
  // Put back, so nothing is left in a draft.
  await slug.fill("legal-case-management");
  await expect(page.getByText(/is already the address of/)).toHaveCount(0, {
    timeout: 15_000,
  });
});
