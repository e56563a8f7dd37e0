import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Page, Request } from "@playwright/test";
import sharp from "sharp";
import { inlineScriptHashes, recordPolicyReports, scriptSources } from "./support/csp.ts";
import { expect } from "./support/fixtures.ts";
import {
  editingLake,
  expectOnSite,
  field,
  fillField,
  goInStudio,
  onTheLocalStudio,
  openDocument,
  publish,
  STUDIO_LOAD_TIMEOUT,
  STUDIO_NOISE,
  test,
} from "./support/studio.ts";

// The real Studio against the local Content Lake, on a server of its own with its own lake (see
// playwright.config.ts, project "studio-editing"): these tests publish, and the lake starts from the
// committed seed at every run. They share one dataset, so they run one after another.
// The Studio is a large app: on a busy machine loading it takes up to a minute, and some tests load it twice.
onTheLocalStudio({ timeout: 180_000 });

// `listener-N.localhost` is loopback too: the Studio's lake listeners each get such a host (local-network-guard.ts).
const LOOPBACK = /^(https?|wss?):\/\/(127\.0\.0\.1|([a-z0-9-]+\.)?localhost)(:\d+)?\//;

/** Every request the page makes; the test fails if one leaves the machine. */
function recordRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on("request", (request) => {
    if (!/^(data|blob|about|chrome-extension):/.test(request.url())) requests.push(request);
  });
  return requests;
}

function offMachine(requests: Request[]): string[] {
  return requests.map((request) => request.url()).filter((url) => !LOOPBACK.test(url));
}

/** The lake answers 404 to what it does not implement; the Studio must not call any of it. */
function unhandled(requests: Request[]): Promise<string[]> {
  return Promise.all(
    requests.map(async (request) => ((await request.response())?.status() === 404 ? request.url() : null)),
  ).then((urls) => urls.filter((url): url is string => url !== null && !url.includes("/studio")));
}

test("the Studio opens signed in and lists the seed content", async ({ page, consoleProblems }) => {
  consoleProblems.allow(STUDIO_NOISE);
  const requests = recordRequests(page);
  await page.goto("/studio");
  await expect(page.getByRole("link", { name: "Home page" })).toBeVisible({ timeout: STUDIO_LOAD_TIMEOUT });
  for (const title of ["Site settings", "Process page", "Services", "Case studies"]) {
    await expect(page.getByRole("link", { name: title })).toBeVisible();
  }
  await expect(page.getByText(/log in|sign in/i)).toHaveCount(0);
  await page.getByRole("link", { name: "Case studies" }).click();
  await expect(page.getByRole("link", { name: /Healthcare Portal Platform/ })).toBeVisible({
    timeout: 30_000,
  });
  expect(offMachine(requests)).toEqual([]);
  expect(await unhandled(requests)).toEqual([]);
});

test("editing the home hero title and publishing changes / within seconds, and it stays", async ({
  page,
  consoleProblems,
}) => {
  consoleProblems.allow(STUDIO_NOISE);
  const requests = recordRequests(page);
  const title = `Offline edits reach the site ${Date.now()}`;
  await openDocument(page, "homePage");
  await page.getByRole("tab", { name: "Hero" }).click();
  await fillField(page, "hero.title", title);
  await publish(page);

  const site = await page.context().newPage();
  const siteRequests = recordRequests(site);
  await expectOnSite(site, "/", () =>
    expect(site.getByRole("heading", { level: 1 })).toHaveText(title, { timeout: 2_000 }),
  );

  // The site read the title from the lake, so it is stored, not only held by the open Studio; a fresh
  // load still shows it (a later test finds it in the lake's data folder).
  await site.reload();
  await expect(site.getByRole("heading", { level: 1 })).toHaveText(title);
  expect(offMachine(siteRequests)).toEqual([]);
  expect(offMachine(requests)).toEqual([]);
  expect(await unhandled(requests)).toEqual([]);
});

test("a publish regenerates / with a policy naming the hashes of its new inline scripts", async ({
  page,
  consoleProblems,
}) => {
  consoleProblems.allow(STUDIO_NOISE);
  // The subtitle, so the title the test before published stays for the data-folder test after.
  const subtitle = `A publish brings its own script hashes ${Date.now()}`;
  const policyBefore = (await page.request.get("/")).headers()["content-security-policy"];
  await openDocument(page, "homePage");
  await page.getByRole("tab", { name: "Hero" }).click();
  await fillField(page, "hero.subtitle", subtitle);
  await publish(page);

  const site = await page.context().newPage();
  const policyReports = recordPolicyReports(site);
  await expectOnSite(site, "/", () =>
    expect(site.locator("section#top").getByText(subtitle)).toBeVisible({ timeout: 2_000 }),
  );
  // The regenerated page's data carries the new subtitle, so its inline scripts changed: it is served
  // with their hashes, not the old page's, and the browser runs every one of them.
  const regenerated = await page.request.get("/");
  const html = await regenerated.text();
  expect(html).toContain(subtitle);
  const policy = regenerated.headers()["content-security-policy"];
  expect(scriptSources(policy)).toEqual(["'self'", ...inlineScriptHashes(html)]);
  expect(policy).not.toBe(policyBefore);
  expect(policyReports).toEqual([]);
});

for (const { id, path } of [
  { id: "careersPage", path: "/careers" },
  { id: "aboutPage", path: "/about" },
]) {
  test(`SEO edits of ${path} reach its title, description and share card`, async ({
    page,
    consoleProblems,
  }) => {
    consoleProblems.allow(STUDIO_NOISE);
    const stamp = Date.now();
    const title = `Work with us ${stamp}`;
    const description = `A description an editor wrote for ${path} at ${stamp}, long enough to read.`;
    await openDocument(page, id);
    await page.getByRole("tab", { name: "SEO" }).click();
    await fillField(page, "seo.title", title);
    await fillField(page, "seo.description", description);
    await publish(page);

    const site = await page.context().newPage();
    await expectOnSite(site, path, async () => {
      await expect(site).toHaveTitle(title, { timeout: 2_000 });
    });
    await expect(site.locator('meta[name="description"]')).toHaveAttribute("content", description);
    await expect(site.locator('meta[property="og:title"]')).toHaveAttribute("content", title);
    await expect(site.locator('meta[property="og:description"]')).toHaveAttribute("content", description);
    const card = await site.locator('meta[property="og:image"]').getAttribute("content");
    // The card's address is absolute on SITE_URL; it is fetched from the server under test.
    const image = await site.request.get(new URL(card ?? "", "http://site.invalid").pathname);
    expect(image.status()).toBe(200);
    expect(image.headers()["content-type"]).toMatch(/^image\//);
  });
}

test("deleting a process phase changes /services and every sentence that counts phases", async ({
  page,
  consoleProblems,
}) => {
  consoleProblems.allow(STUDIO_NOISE);
  const site = await page.context().newPage();
  await site.goto("/services");
  const steps = site.locator("section#phases ol > li");
  // The seed has seven phases. A retry of this test finds the lake as the first attempt left it,
  // so the test counts what is there and deletes the second phase, whichever that is now.
  await expect(steps.first()).toBeVisible();
  const before = await steps.count();
  expect(before).toBeGreaterThanOrEqual(2);
  await expect(site.getByRole("main")).toContainText(`Every engagement follows the same ${before} phases`);
  const phase = (await steps.nth(1).getByRole("heading", { level: 3 }).textContent())?.trim() ?? "";
  expect(phase).not.toBe("");

  await openDocument(page, "processPage");
  // The menu button of the one array item whose preview names the phase. The Studio renders only the
  // array items in view, so the phase is one near the top of the list.
  const menu = page
    .locator(
      `xpath=//*[contains(., "${phase}") and count(.//*[@data-testid="array-item-menu-button"]) = 1]//*[@data-testid="array-item-menu-button"]`,
    )
    .first();
  const remove = page.getByRole("menuitem", { name: "Remove" });
  // The Studio may re-render the list while it settles (validation, the listener), which closes an open
  // item menu: open it again until Remove is clicked.
  await expect(async () => {
    if (!(await remove.isVisible())) await menu.click({ timeout: 10_000 });
    await remove.click({ timeout: 10_000 });
  }).toPass({ timeout: 90_000 });
  await expect(
    page.getByRole("button", { name: new RegExp(`^${phase.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`) }),
  ).toHaveCount(0);
  await publish(page);

  const after = before - 1;
  await expectOnSite(site, "/services", () => expect(steps).toHaveCount(after, { timeout: 2_000 }));
  const main = site.getByRole("main");
  await expect(site.locator("section#phases")).toContainText(`${after} phases`);
  await expect(main).toContainText(`Every engagement follows the same ${after} phases`);
  await expect(main).not.toContainText(`${before} phases`);
  await expect(main).not.toContainText(phase);
});

test("two editors on the same document see each other's edits", async ({ page, browser }) => {
  // The first editor is this worker's Studio tab; the second has a browser context of their own.
  const second = await browser.newContext();
  try {
    const two = await second.newPage();
    await openDocument(page, "homePage");
    await openDocument(two, "homePage");
    const text = `Edited in another window ${Date.now()}`;
    for (const editor of [page, two]) await editor.getByRole("tab", { name: "Hero" }).click();
    await fillField(page, "hero.subtitle", text);
    await expect(field(two, "hero.subtitle")).toHaveValue(text, { timeout: 15_000 });
  } finally {
    await second.close();
  }
});

test("an edit typed just before leaving the document is stored", async ({ page, consoleProblems }) => {
  consoleProblems.allow(STUDIO_NOISE);
  await openDocument(page, "industriesPage");
  const text = `Typed on the way out ${Date.now()}`;
  // The Studio sends a first edit at once, then at most one a second: the second edit waits in the tab.
  await fillField(page, "heading.text", `${text}, first`);
  await fillField(page, "heading.text", text);
  // Left at once, as a click on another document would.
  await goInStudio(page, "/studio/structure");
  await expect(page.getByTestId("document-pane")).toHaveCount(0);
  await expect
    .poll(async () => (await editingLake().getDocument("drafts.industriesPage"))?.heading?.text, {
      timeout: 15_000,
    })
    .toBe(text);
  // The editor who comes back finds it, and removing the draft leaves the page as published.
  await openDocument(page, "industriesPage");
  await expect(field(page, "heading.text")).toHaveValue(text);
  await editingLake().delete("drafts.industriesPage", { visibility: "sync" });
});

test("the lake keeps published edits in its data folder, not in the committed seed", () => {
  const seed = readFileSync(join(process.cwd(), "studio", "seed", "production.ndjson"), "utf8");
  const stored = readFileSync(
    join(process.cwd(), ".data", "e2e", "sanity-lake-editing", "documents.ndjson"),
    "utf8",
  );
  expect(seed).not.toContain("Offline edits reach the site");
  expect(stored).toContain("Offline edits reach the site");
});

test("an image uploaded to a case study is published and served by the site", async ({
  page,
  consoleProblems,
}, testInfo) => {
  consoleProblems.allow(STUDIO_NOISE);
  const requests = recordRequests(page);
  const file = testInfo.outputPath("team-photo.png");
  await sharp({ create: { width: 320, height: 200, channels: 3, background: "#a3162f" } })
    .png()
    .toFile(file);
  await openDocument(page, "caseStudy-healthcare-portal", "caseStudy");
  // The options menu opens from a pointer click on its button (Enter on the focused button no longer
  // opens it); a re-render can close it again, so the click is repeated until Upload shows.
  const options = page
    .getByTestId("image-input")
    .first()
    .getByRole("button", { name: "Open image options menu" });
  const upload = page.getByRole("menu").getByRole("menuitem", { name: "Upload" });
  // The opening menu lets no pointer through while it settles, and a click there closes it: the item
  // is chosen from the keyboard, which also gives the file chooser the user activation it needs. A
  // re-render can close the menu under the key press. And the Studio takes any focus event on the window
  // before a file arrives for a cancelled picker and removes its file input (openFilePicker), so under
  // load the chosen file can reach no one and nothing uploads: as an editor would, the upload is tried
  // again until its picture shows in the field, and only then is the document published.
  const uploaded = page.getByTestId("image-input").first().locator("img[src*='-320x200']");
  testInfo.setTimeout(testInfo.timeout + 60_000);
  await expect(async () => {
    if (await uploaded.isVisible()) return;
    if (!(await upload.isVisible())) {
      await options.scrollIntoViewIfNeeded();
      await options.hover();
      await options.click({ force: true });
    }
    await expect(upload).toBeVisible({ timeout: 5_000 });
    const opened = page.waitForEvent("filechooser", { timeout: 10_000 });
    await upload.focus();
    await page.keyboard.press("Enter");
    await (await opened).setFiles(file);
    await expect(uploaded).toBeVisible({ timeout: 30_000 });
  }).toPass({ timeout: 150_000 });
  await expect(page.getByTestId("action-publish")).toBeEnabled({ timeout: 15_000 });
  await publish(page);

  const site = await page.context().newPage();
  const picture = site.locator("img[alt*='healthcare portal' i]").first();
  await expectOnSite(site, "/insights/healthcare-portal", () =>
    expect(picture).toHaveAttribute("src", /-320x200\.png/, { timeout: 2_000 }),
  );
  const src = await picture.getAttribute("src");
  const response = await site.request.get(new URL(src ?? "", site.url()).toString());
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toMatch(/^image\//);
  expect(offMachine(requests)).toEqual([]);
});

/** Where the site sends a request for `path` now (status and Location), without following it. */
async function redirectOf(page: Page, path: string) {
  const response = await page.request.get(path, { maxRedirects: 0 });
  return { status: response.status(), location: response.headers().location ?? null };
}

test("a landing page composed of blocks is published at its path with its own SEO", async ({
  page,
  consoleProblems,
}) => {
  consoleProblems.allow(STUDIO_NOISE);
  const stamp = Date.now();
  const slug = `spring-offer-${stamp}`;
  const home = await editingLake().getDocument("homePage");
  // The draft an editor has composed so far: a hero (the home page's, retitled), figures and a banner.
  await editingLake().createOrReplace({
    _id: `drafts.landing-${stamp}`,
    _type: "landingPage",
    title: "Spring offer",
    slug,
    seo: {
      _type: "seo",
      title: `Spring offer ${stamp} | Cardinal Consulting`,
      description: "Four weeks of design and engineering for a fixed price, booked before the end of spring.",
    },
    blocks: [
      { _key: "hero", ...home?.hero, _type: "homeHero", title: `Spring offer ${stamp}` },
      {
        _key: "figures",
        _type: "statsBlock",
        heading: { _type: "sectionHeading", title: "The offer in figures" },
        stats: [{ _key: "weeks", _type: "stat", value: "4", label: "Weeks" }],
      },
      {
        _key: "closing",
        _type: "banner",
        title: "Book your spring slot",
        text: "Slots are given in the order requests arrive.",
        primary: { _type: "cta", label: "Book now", href: "/contact" },
        secondary: { _type: "cta", label: "See services", href: "/services" },
      },
    ],
  });
  await openDocument(page, `landing-${stamp}`, "landingPage");
  await expect(field(page, "title")).toHaveValue("Spring offer");
  await publish(page);

  const site = await page.context().newPage();
  await expectOnSite(site, `/${slug}`, () =>
    expect(site.getByRole("heading", { level: 1 })).toHaveText(`Spring offer ${stamp}`, { timeout: 2_000 }),
  );
  await expect(site).toHaveTitle(`Spring offer ${stamp} | Cardinal Consulting`);
  await expect(site.locator('meta[name="description"]')).toHaveAttribute(
    "content",
    "Four weeks of design and engineering for a fixed price, booked before the end of spring.",
  );
  await expect(site.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`/${slug}$`));
  await expect(site.getByRole("heading", { name: "The offer in figures" })).toBeVisible();
  await expect(site.getByRole("heading", { name: "Book your spring slot" })).toBeVisible();
  await expect(site.getByRole("link", { name: "Book now" })).toHaveAttribute("href", "/contact");
  const sitemap = await (await site.request.get("/sitemap.xml")).text();
  expect(sitemap).toContain(`/${slug}</loc>`);
  // Any other path is still the 404 page, and so is any unpublished path in the folder the pages are
  // served from (a published one there names its public address as canonical, asserted above).
  expect((await site.request.get(`/${slug}-nothing-here`)).status()).toBe(404);
  expect((await site.request.get(`/landing-pages/${slug}-nothing-here`)).status()).toBe(404);
});

test("a landing page cannot take a path the site already has", async ({ page, consoleProblems }) => {
  consoleProblems.allow(STUDIO_NOISE);
  const stamp = Date.now();
  await editingLake().createOrReplace({
    _id: `drafts.landing-clash-${stamp}`,
    _type: "landingPage",
    title: "Clash",
    // A path of its own first: the form is ready once it shows the loaded value.
    slug: `clash-${stamp}`,
  });
  await openDocument(page, `landing-clash-${stamp}`, "landingPage");
  await fillField(page, "slug", "about");
  // The Studio lists the field's error (shown on hovering its marker) and will not publish the page.
  await expect(page.getByText("/about belongs to a page of the site").first()).toBeAttached({
    timeout: 15_000,
  });
  await expect(page.getByTestId("action-publish")).toBeDisabled();
  // The refused draft is not left for the tests after this one.
  await editingLake().delete(`drafts.landing-clash-${stamp}`);
});

test("renaming a published case study's URL segment redirects its old address to the new one", async ({
  page,
  consoleProblems,
}) => {
  consoleProblems.allow(STUDIO_NOISE);
  const renamed = `legal-case-platform-${Date.now()}`;
  await openDocument(page, "caseStudy-legal-case-management", "caseStudy");
  const slugField = field(page, "slug");
  // A retry of this test finds the case study renamed already: the old address is the current one.
  const before = await slugField.inputValue();
  await fillField(page, "slug", renamed);
  await publish(page);

  await expect(async () => {
    expect(await redirectOf(page, `/insights/${before}?ref=mail`)).toEqual({
      status: 308,
      location: `/insights/${renamed}?ref=mail`,
    });
  }).toPass({ timeout: 30_000 });
  // The redirect is a document editors see and can change.
  const stored = await editingLake().fetch(`*[_type == "redirect" && from == $from][0]{ to, permanent }`, {
    from: `/insights/${before}`,
  });
  expect(stored).toEqual({ to: `/insights/${renamed}`, permanent: true });
});

test("a redirect loop is refused in the Studio, and a redirect applies within seconds of Publish", async ({
  page,
  consoleProblems,
}) => {
  consoleProblems.allow(STUDIO_NOISE);
  const stamp = Date.now();
  const [first, second] = [`/promo-${stamp}-a`, `/promo-${stamp}-b`];
  await editingLake().createOrReplace({
    _id: `redirect-${stamp}-a`,
    _type: "redirect",
    from: first,
    to: second,
    permanent: false,
  });
  await editingLake().createOrReplace({
    _id: `drafts.redirect-${stamp}-b`,
    _type: "redirect",
    from: second,
    to: "/services",
    permanent: true,
  });
  await openDocument(page, `redirect-${stamp}-b`, "redirect");

  // The Studio lists each field error (shown on hovering the field's marker).
  await fillField(page, "to", first);
  await expect(
    page.getByText(`This makes a loop: ${first} already redirects back to ${second}.`),
  ).toBeAttached({
    timeout: 15_000,
  });
  await expect(page.getByTestId("action-publish")).toBeDisabled();
  await fillField(page, "to", "https://evil.example\\@x");
  await expect(page.getByText(/A path on this site \(starting with \/\) or a full address/)).toBeAttached();

  await fillField(page, "to", "/contact");
  await expect(page.getByText(/This makes a chain/)).toBeAttached({ timeout: 15_000 });
  // The chain is /promo-a → /promo-b → /contact: the editor points the first one at the end instead.
  await expect(async () => expect((await redirectOf(page, first)).location).toBe(second)).toPass({
    timeout: 15_000,
  });
  await editingLake().patch(`redirect-${stamp}-a`).set({ to: "/contact" }).commit();
  // The Studio checks a document again when it changes, not when another one does: the editor opens it
  // again, and with no error left it can be published (publish waits for the button to be enabled).
  await openDocument(page, `redirect-${stamp}-b`, "redirect");
  await expect(field(page, "to")).toHaveValue("/contact");
  await publish(page);

  const published = Date.now();
  await expect(async () => {
    expect(await redirectOf(page, second)).toEqual({ status: 308, location: "/contact" });
  }).toPass({ timeout: 15_000 });
  // The proxy refreshes its copy every 2 s; the bound is for a busy machine.
  expect(Date.now() - published).toBeLessThan(10_000);
  expect(await redirectOf(page, first)).toEqual({ status: 307, location: "/contact" });
});
