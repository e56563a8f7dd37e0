import { NOT_FOUND_CACHE_CONTROL } from "../../lib/runtime/routes.ts";
import { expect } from "./support/fixtures.ts";
import {
  editingLake,
  onTheLocalStudio,
  openDocument,
  publish,
  STUDIO_LOAD_TIMEOUT,
  STUDIO_NOISE,
  test,
} from "./support/studio.ts";

// Documents that break the site's route rules, written to the editing server's lake through its API
// with the editor's token (as a script or a migration could, past the Studio's validation): the
// addresses still answer as the application owns them. They are removed again after the file.
onTheLocalStudio({ timeout: 180_000 });

const stamp = Date.now();
const marker = `TAKEN-${stamp}`;
const hostileSlugs = [
  "services",
  "contact",
  "privacy",
  "insights",
  "insights/healthcare-portal",
  "_not-found",
  "landing-pages/zzz",
];
const okSlug = `routes-ok-${stamp}`;
const heroless = `routes-hero-${stamp}`;
const anchored = `routes-anchor-${stamp}`;
const ids: string[] = [];

const heading = (title: string) => ({ _type: "sectionHeading", title });
const landing = (slug: string, blocks: object[]) => {
  const _id = `landing-routes-${stamp}-${ids.length}`;
  ids.push(_id);
  return { _id, _type: "landingPage", title: slug, slug, blocks };
};
const redirect = (from: string, to: string) => {
  const _id = `redirect-routes-${stamp}-${ids.length}`;
  ids.push(_id);
  return { _id, _type: "redirect", from, to, permanent: true };
};

test.beforeAll(async () => {
  const lake = editingLake();
  const home = await lake.getDocument("homePage");
  const figures = (title: string) => ({
    _key: "figures",
    _type: "statsBlock",
    heading: heading(title),
    stats: [{ _key: "s", _type: "stat", value: "4", label: `${title} weeks` }],
  });
  const transaction = lake.transaction();
  for (const slug of hostileSlugs) {
    transaction.createOrReplace(
      landing(slug, [{ ...home?.hero, _key: "hero", _type: "homeHero", title: marker }, figures(marker)]),
    );
  }
  transaction.createOrReplace(
    landing(okSlug, [{ ...home?.hero, _key: "hero", _type: "homeHero", title: `Fine ${stamp}` }]),
  );
  // A button to a section the page does not have (no evaluation form here).
  transaction.createOrReplace(
    landing(anchored, [
      {
        ...home?.hero,
        _key: "hero",
        _type: "homeHero",
        title: `Anchors ${stamp}`,
        primary: { _type: "cta", label: `Get your audit ${stamp}`, href: "#evaluation" },
      },
    ]),
  );
  // A hero saved without its buttons (an older schema, or the API): the hero is left out, the rest renders.
  const { primary: _primary, secondary: _secondary, ...hero } = home?.hero ?? {};
  transaction.createOrReplace(
    landing(heroless, [
      { ...hero, _key: "hero", _type: "homeHero", title: `No buttons ${stamp}` },
      figures(`Figures ${stamp}`),
    ]),
  );
  for (const doc of [
    redirect("/_not-found", "https://evil.example/"),
    redirect("/contact", "https://example.com/contact-us"),
    redirect(`/loop-a-${stamp}`, `/loop-b-${stamp}`),
    redirect(`/loop-b-${stamp}`, `/loop-a-${stamp}`),
  ]) {
    transaction.createOrReplace(doc);
  }
  await transaction.commit({ visibility: "sync" });
});

test.afterAll(async () => {
  const transaction = editingLake().transaction();
  for (const id of ids) transaction.delete(id);
  await transaction.commit({ visibility: "sync" });
});

test("published content takes no address the application owns, nor its 404", async ({ request }) => {
  // Once the page that keeps the rules answers, the proxy has read this content.
  await expect(async () => expect((await request.get(`/${okSlug}`)).status()).toBe(200)).toPass({
    timeout: 60_000,
  });
  for (const slug of ["services", "contact", "privacy", "insights", "insights/healthcare-portal"]) {
    const response = await request.get(`/${slug}`, { maxRedirects: 0 });
    expect(response.status(), slug).toBe(200);
    expect(await response.text(), slug).not.toContain(marker);
  }
  for (const path of [
    "/insights/no-such-case",
    "/landing-pages/zzz",
    "/landing-pages/services",
    `/loop-a-${stamp}`,
    "/no-such-page",
  ]) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(404);
    expect(response.headers()["cache-control"], path).toBe(NOT_FOUND_CACHE_CONTROL);
    expect(await response.text(), path).not.toContain(marker);
  }
});

test("the sitemap lists no address the rules keep from content", async ({ request }) => {
  await expect(async () =>
    expect(await (await request.get("/sitemap.xml")).text()).toContain(`/${okSlug}<`),
  ).toPass({
    timeout: 60_000,
  });
  const sitemap = await (await request.get("/sitemap.xml")).text();
  expect(sitemap).not.toContain("/_not-found<");
  expect(sitemap).not.toContain("/landing-pages/");
  expect(sitemap.match(/\/services</g)).toHaveLength(1);
});

test("a page a confirmed redirect replaces leaves the sitemap, and comes back with its page", async ({
  request,
}) => {
  const listed = async () => (await request.get("/sitemap.xml")).text();
  await expect(async () => expect(await listed()).toContain("/terms</loc>")).toPass({ timeout: 60_000 });
  const lake = editingLake();
  const confirmed = { ...redirect("/terms", "/privacy"), permanent: false, replaces: "/terms" };
  await lake.createOrReplace(confirmed, { visibility: "sync" });
  await expect(async () => {
    const response = await request.get("/terms", { maxRedirects: 0 });
    expect([response.status(), response.headers().location]).toEqual([307, "/privacy"]);
  }).toPass({ timeout: 30_000 });
  await expect(async () => {
    const sitemap = await listed();
    expect(sitemap).toContain("/privacy</loc>");
    expect(sitemap).not.toContain("/terms</loc>");
  }).toPass({ timeout: 60_000 });
  await lake.delete(confirmed._id, { visibility: "sync" });
  await expect(async () => {
    expect(await listed()).toContain("/terms</loc>");
    expect((await request.get("/terms", { maxRedirects: 0 })).status()).toBe(200);
  }).toPass({ timeout: 60_000 });
});

test("a landing page whose hero lacks its buttons renders the rest", async ({ request }) => {
  await expect(async () => {
    const response = await request.get(`/${heroless}`);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain(`Figures ${stamp} weeks`);
    expect(html).not.toContain(`No buttons ${stamp}`);
  }).toPass({ timeout: 60_000 });
});

test("the Studio redirects a live page only once the editor confirms what it replaces", async ({
  page,
  consoleProblems,
}) => {
  consoleProblems.allow(STUDIO_NOISE);
  const id = `redirect-routes-${stamp}-careers`;
  ids.push(id, `drafts.${id}`);
  await editingLake().createOrReplace({
    _id: `drafts.${id}`,
    _type: "redirect",
    from: "/careers",
    to: "/about",
    permanent: false,
  });
  await openDocument(page, id, "redirect");
  // The refusal names the page and where the site links to it.
  await expect(
    page.getByText(/\/careers is a fixed page of the site, linked from the footer/).first(),
  ).toBeAttached({
    timeout: 15_000,
  });
  // From is an error until the editor confirms. Confirming before this first check has answered would
  // race it: the Studio labels a check's answer with the document's latest revision whichever revision
  // it checked, so a Publish pressed meanwhile meets the unconfirmed answer and stops ("Validation errors").
  const fromError = page.getByTestId("field-from").getByTestId("input-validation-icon-error");
  await expect(fromError).toBeVisible({ timeout: STUDIO_LOAD_TIMEOUT });
  await expect(page.getByTestId("action-publish")).toBeDisabled();
  await page.getByTestId("redirect-replaces").getByRole("checkbox").check();
  await expect(fromError).toHaveCount(0, { timeout: STUDIO_LOAD_TIMEOUT });
  // The confirmation is a field of the draft: publish once the lake holds it.
  await expect
    .poll(async () => (await editingLake().getDocument(`drafts.${id}`))?.replaces, { timeout: 15_000 })
    .toBe("/careers");
  await publish(page);
  // The publish lands in the lake a moment after the Studio shows it: wait for the stored document.
  await expect.poll(async () => (await editingLake().getDocument(id))?.replaces).toBe("/careers");
  await expect(async () => {
    const response = await page.request.get("/careers", { maxRedirects: 0 });
    expect([response.status(), response.headers().location]).toEqual([307, "/about"]);
  }).toPass({ timeout: 15_000 });
});

test("a button to a section its page lacks leads to the contact section, never nowhere", async ({
  request,
}) => {
  await expect(async () => {
    const html = await (await request.get(`/${anchored}`)).text();
    expect(html).toContain(`Anchors ${stamp}`);
    expect(html).toMatch(new RegExp(`<a[^>]*href="/#contact"[^>]*>Get your audit ${stamp}<`));
  }).toPass({ timeout: 60_000 });
  expect(await (await request.get(`/${anchored}`)).text()).not.toContain('href="#evaluation"');
});
