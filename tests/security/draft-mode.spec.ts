// Draft mode as a visitor, an attacker and an editor meet it: any `__prerender_bypass` value but the
// build's own leaves every page the cached one with its one policy; real draft mode is per request,
// private, shows that it is a preview, ends with Exit or after the preview secret's lifetime, and never
// hands the browser the lake's write token.
import { randomUUID } from "node:crypto";
import { join } from "node:path";
import type { APIResponse } from "@playwright/test";
import { lakeSecret } from "../../local/lake/lake.ts";
import { lakeClient } from "../../local/lake/test-client.ts";
import { expect, test } from "../e2e/support/fixtures.ts";

test.skip(Boolean(process.env.NEXT_PUBLIC_SANITY_PROJECT_ID), "a Sanity project is configured");

const lakeDir = join(process.cwd(), ".data", "e2e", "sanity-lake");
const lakeUrl = `http://127.0.0.1:${Number(process.env.SANITY_LOCAL_PORT ?? 54340)}`;
const editorToken = () => lakeSecret(lakeDir, "editor-token");

/** Every Content-Security-Policy header of a response, each on its own. */
const policies = (response: APIResponse) =>
  response
    .headersArray()
    .filter(({ name }) => name.toLowerCase() === "content-security-policy")
    .map(({ value }) => value);

/** Characters stega hides field paths in (zero-width and tag characters). */
const STEGA = /[\u200B-\u200D\u2060-\u2064\uFEFF]|\uDB40[\uDC00-\uDC7F]/u;

/** A preview URL secret as the Presentation tool stores it, valid for an hour from now. */
async function previewSecret(baseURL: string): Promise<string> {
  const secret = randomUUID();
  await lakeClient(lakeUrl, editorToken()).create({
    _id: `drafts.${randomUUID()}`,
    _type: "sanity.previewUrlSecret",
    secret,
    source: "e2e",
    studioUrl: `${baseURL}/studio`,
  });
  return secret;
}

for (const value of ["1", "anything", "x".repeat(64), "%00", ""]) {
  test(`a draft mode cookie of ${JSON.stringify(value.slice(0, 12))} gets the cached page with its one policy`, async ({
    request,
  }) => {
    const response = await request.get("/", {
      headers: { cookie: `__prerender_bypass=${value}` },
      maxRetries: 2,
    });
    expect(response.status()).toBe(200);
    expect(policies(response)).toHaveLength(1);
    expect(policies(response)[0]).not.toContain("'nonce-");
    expect(response.headers()["x-nextjs-cache"]).toMatch(/^(HIT|STALE|MISS)$/);
  });
}

test("a forged draft mode cookie leaves the page working: it hydrates without a policy violation", async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: "__prerender_bypass", value: "forged", url: String(baseURL) }]);
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByText("Preview — drafts shown")).toHaveCount(0);
});

test("real draft mode: private, one nonce policy, a viewer token only, a visible preview bar that ends it", async ({
  page,
  context,
  baseURL,
  request,
}) => {
  const secret = await previewSecret(String(baseURL));
  const enable = await request.get(
    `/api/draft-mode/enable?sanity-preview-secret=${secret}&sanity-preview-pathname=/about`,
    { maxRedirects: 0 },
  );
  expect(enable.status()).toBeGreaterThanOrEqual(300);
  expect(enable.status()).toBeLessThan(400);
  const cookies = enable.headersArray().filter(({ name }) => name.toLowerCase() === "set-cookie");
  const bypass = cookies.find(({ value }) => value.startsWith("__prerender_bypass="));
  // As long as the preview secret that opened it: not for the rest of the browser session.
  expect(bypass?.value).toMatch(/Max-Age=3600\b/i);

  const value = /^__prerender_bypass=([^;]*)/.exec(bypass?.value ?? "")?.[1] ?? "";
  await context.addCookies([{ name: "__prerender_bypass", value, url: String(baseURL) }]);

  const direct = await request.get("/about", { headers: { cookie: `__prerender_bypass=${value}` } });
  expect(policies(direct)).toHaveLength(1);
  expect(policies(direct)[0]).toContain("'nonce-");
  expect(direct.headers()["cache-control"]).toMatch(/\bprivate\b/);
  expect(direct.headers()["cache-control"]).toMatch(/\bno-store\b/);
  const html = await direct.text();
  expect(html).not.toContain(editorToken());
  expect(html).toContain(lakeSecret(lakeDir, "viewer-token"));

  await page.goto("/about");
  const bar = page.getByRole("complementary", { name: "Preview" });
  await expect(bar).toContainText("Preview — drafts shown");
  await bar.getByRole("link", { name: "Exit" }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByText("Preview — drafts shown")).toHaveCount(0);
  expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain("__prerender_bypass");
  const heading = await page.getByRole("heading", { level: 1 }).textContent();
  expect(heading ?? "").not.toMatch(STEGA);
});

test("the lake's write token never reaches /studio through a host name other than this computer's", async ({
  request,
}) => {
  const local = await request.get("/studio", { maxRetries: 2 });
  expect(await local.text()).toContain(editorToken());
  for (const host of ["evil.example", `evil.example:${process.env.E2E_PORT ?? 3100}`, "127.0.0.1.nip.io"]) {
    const rebound = await request.get("/studio", { headers: { host }, maxRetries: 2 });
    const html = await rebound.text();
    expect(html, host).not.toContain(editorToken());
    expect(html, host).toContain("Editing is only available on this site");
  }
});
