// The Content-Security-Policy as the browser gets it: prerendered pages list their inline scripts by hash
// (stored with the page in Next's cache, lib/cache-csp/csp-cache-handler.mjs), pages rendered per request carry a
// fresh nonce (proxy.ts). Either way an injected inline script never runs, and the page's own always do.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { distDir } from "../../lib/cache-csp/prerendered-pages.mjs";
import { legalRoutes, marketingRoutes } from "../../lib/runtime/routes.ts";
import { inlineScriptHashes, recordPolicyReports, scriptSources } from "../e2e/support/csp.ts";
import { test as pageTest, waitForHydration } from "../e2e/support/fixtures.ts";

const prerenderManifest = () =>
  JSON.parse(readFileSync(join(process.cwd(), distDir, "prerender-manifest.json"), "utf8")) as {
    routes: Record<string, unknown>;
    preview: { previewModeId: string };
  };

const prerendered = [...marketingRoutes, ...legalRoutes];

test("the build prerenders every marketing and legal page and the case studies", () => {
  const routes = Object.keys(prerenderManifest().routes);
  for (const path of prerendered) expect(routes, path).toContain(path);
  expect(routes.some((path) => path.startsWith("/insights/"))).toBe(true);
});

for (const path of ["/", "/services", "/about", "/contact", "/privacy", "/auth"]) {
  test(`${path} is served prerendered, with a policy naming each of its inline scripts by hash`, async ({
    request,
  }) => {
    // Through Next's prerender cache: the first visit after a publish (the local Content Lake refreshes
    // every page when the server starts) renders and stores the page, a MISS; the next one is served
    // from the stored entry.
    const first = await request.get(path, { maxRetries: 2 });
    expect(first.headers()["x-nextjs-cache"]).toMatch(/^(HIT|STALE|MISS)$/);
    const response = await request.get(path, { maxRetries: 2 });
    const headers = response.headers();
    expect(headers["x-nextjs-cache"]).toMatch(/^(HIT|STALE)$/);
    expect(headers["x-nextjs-prerender"]).toMatch(/^1\b/);
    const html = await response.text();
    // Either answer names exactly the scripts of its own HTML, the render that filled the entry as well.
    expect(scriptSources(first.headers()["content-security-policy"])).toEqual([
      "'self'",
      ...inlineScriptHashes(await first.text()),
    ]);
    const sources = scriptSources(headers["content-security-policy"]);
    const hashes = inlineScriptHashes(html);
    expect(hashes.length).toBeGreaterThan(0);
    expect(sources).toEqual(["'self'", ...hashes]);
    expect(sources.join(" ")).not.toMatch(/unsafe-inline|unsafe-eval|nonce-/);
  });
}

// A path no route has, and a case study slug no document has (proxy.ts sends it there): both are the one
// prerendered 404 (app/global-not-found.tsx), kept in the page cache with the hashes of its own scripts.
// No browser or shared cache may keep it: an editor can publish a page at that address at any time.
for (const path of [
  "/no-such-page",
  "/insights/no-such-study/deeper",
  "/insights/no-such-study",
  "/services/no-such-service",
  "/landing-pages/no-such-campaign",
]) {
  test(`${path} is the cached 404 whose policy names its inline scripts by hash, kept by no other cache`, async ({
    request,
  }) => {
    await request.get(path, { maxRetries: 2 });
    const response = await request.get(path, { maxRetries: 2 });
    expect(response.status()).toBe(404);
    const policy = response.headers()["content-security-policy"];
    // Only 'self' and hashes: no nonce, no 'unsafe-inline' among the script sources.
    expect(scriptSources(policy)).toEqual(["'self'", ...inlineScriptHashes(await response.text())]);
    const cacheControl = response.headers()["cache-control"] ?? "";
    expect(cacheControl).toMatch(/\bno-store\b/);
    expect(cacheControl).not.toMatch(/s-maxage|public/);
  });
}

pageTest.describe("in the browser", () => {
  for (const path of ["/", "/contact", "/auth", "/insights/no-such-study", "/no-such-page"]) {
    // The fixture fails the test on any Content-Security-Policy report.
    pageTest(
      `${path} runs all its own scripts: it hydrates with no policy report`,
      async ({ page, consoleProblems }) => {
        // The 404 page's own status is logged as a failed resource; a policy report never is allowed.
        consoleProblems.allow(/status of 404/);
        await page.goto(path);
        await expect(page.locator("#main-content")).toBeVisible();
        expect(consoleProblems.list).toEqual([]);
      },
    );
  }
});

test("a script added to a prerendered page is refused, while the page's own scripts keep working", async ({
  page,
}) => {
  const violations = recordPolicyReports(page);
  await page.goto("/contact");
  await waitForHydration(page);
  expect(violations).toEqual([]);
  // What an injection at run time would do: an inline script and an inline event handler.
  await page.addScriptTag({ content: 'window.injected = "script"' }).catch(() => undefined);
  await page.evaluate(() => {
    const image = document.createElement("img");
    image.setAttribute("onerror", 'window.injected = "handler"');
    image.src = "/nowhere.png";
    document.body.append(image);
  });
  await expect.poll(() => violations.length).toBeGreaterThanOrEqual(2);
  expect(await page.evaluate(() => (window as { injected?: string }).injected)).toBeUndefined();
  // The page's own scripts still work: its router takes the visitor home without reloading the document.
  await page.evaluate(() => {
    (window as { sameDocument?: boolean }).sameDocument = true;
  });
  await page
    .getByRole("banner")
    .getByRole("link", { name: /, home$/ })
    .click();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
});

test("script injected into the markup of a prerendered page never runs", async ({ page }) => {
  const violations = recordPolicyReports(page);
  await page.route("**/about", async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace(
      "</body>",
      '<script>window.injected = "script"</script><img src="/nowhere.png" alt="" onerror="window.injected = \'handler\'"></body>',
    );
    await route.fulfill({ response, body: html });
  });
  await page.goto("/about");
  await waitForHydration(page);
  await expect.poll(() => violations.length).toBeGreaterThanOrEqual(2);
  expect(await page.evaluate(() => (window as { injected?: string }).injected)).toBeUndefined();
});

test("a page regenerated at run time is served with the hashes of its new scripts", async ({
  page,
  request,
}) => {
  // What a Sanity publish does to a page (revalidateTag, then the next visit regenerates it), asked of
  // Next directly: its on-demand revalidation renders /services again and stores the result.
  const { previewModeId } = prerenderManifest().preview;
  const regenerated = await request.get("/services", {
    headers: { "x-prerender-revalidate": previewModeId },
    maxRetries: 2,
  });
  expect(regenerated.headers()["x-nextjs-cache"]).toBe("REVALIDATED");
  const html = await regenerated.text();
  expect(scriptSources(regenerated.headers()["content-security-policy"])).toEqual([
    "'self'",
    ...inlineScriptHashes(html),
  ]);

  // The stored entry now serves that HTML and that policy, and the browser runs every script of it.
  const violations = recordPolicyReports(page);
  const response = await page.goto("/services");
  await waitForHydration(page);
  expect(response?.headers()["x-nextjs-cache"]).toMatch(/^(HIT|STALE)$/);
  expect(response?.headers()["content-security-policy"]).toBe(
    regenerated.headers()["content-security-policy"],
  );
  expect(violations).toEqual([]);
});
