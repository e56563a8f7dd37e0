import type { SanityDocument } from "@sanity/client";
import { alternatesOf, canonicalOf } from "./support/alternates.ts";
import { expect } from "./support/fixtures.ts";
import { sitemapPaths } from "./support/sitemap.ts";
import { editingLake, expectOnSite, onTheLocalStudio, test } from "./support/studio.ts";

// The Spanish site reads what is published to the editing server's lake, written here through the lake's
// HTTP API (as an import, a script or the Studio would): landing pages in Spanish, the English text of
// what is not translated yet, marked so, pages hidden from search engines, and Spanish paths that collide.
// Every document changed is put back after its test.
onTheLocalStudio({ timeout: 180_000 });

const stamp = Date.now();

/** Documents set aside or changed by a test, put back as they were (or removed when they were not there). */
async function restoring(ids: readonly string[], run: () => Promise<void>) {
  const lake = editingLake();
  const before = await Promise.all(ids.map((id) => lake.getDocument<SanityDocument>(id)));
  try {
    await run();
  } finally {
    const transaction = lake.transaction();
    ids.forEach((id, i) => {
      const doc = before[i];
      if (!doc) transaction.delete(id);
      else {
        const { _rev, _createdAt, _updatedAt, ...stored } = doc;
        transaction.createOrReplace(stored);
      }
    });
    await transaction.commit({ visibility: "sync" });
  }
}

/** A landing page whose hero carries `title` (the home page's hero with another title). */
async function landingPage(id: string, slug: string, title: string, heroOf: string) {
  const home = await editingLake().getDocument<SanityDocument & { hero: object }>(heroOf);
  return {
    _id: id,
    _type: "landingPage",
    title,
    slug,
    blocks: [{ ...home?.hero, _key: "hero", _type: "homeHero", title }],
  };
}

test("a landing page is at its Spanish path once translated, its English text marked until then", async ({
  page,
}) => {
  const id = `landing-es-${stamp}`;
  const english = `houston-offer-${stamp}`;
  const spanish = `oferta-houston-${stamp}`;
  const englishTitle = `Houston websites ${stamp}`;
  const spanishTitle = `Sitios web para Houston ${stamp}`;
  const lake = editingLake();
  await restoring([id, `${id}__i18n_es`], async () => {
    await lake.createOrReplace(await landingPage(id, english, englishTitle, "homePage"), {
      visibility: "sync",
    });
    // Untranslated: its English text at its English path under /es, marked English, canonical to English.
    await expectOnSite(page, `/es/${english}`, async () => {
      await expect(page.locator(`[lang="en-US"] h1`)).toHaveText(englishTitle);
    });
    await expect(page.locator("html")).toHaveAttribute("lang", "es-US");
    expect(await canonicalOf(page)).toBe(`/${english}`);
    expect(await alternatesOf(page)).toEqual({ "en-US": `/${english}`, "x-default": `/${english}` });
    await expect(async () => {
      expect(await sitemapPaths(page.request, "/sitemap.xml")).toContain(`/${english}`);
    }).toPass({ timeout: 30_000 });
    expect(await sitemapPaths(page.request, "/es/sitemap.xml")).not.toContain(`/es/${english}`);

    // Translated: its own path, in Spanish, with alternates both ways; the English path under /es is gone.
    await lake.createOrReplace(
      await landingPage(`${id}__i18n_es`, spanish, spanishTitle, "homePage__i18n_es"),
      {
        visibility: "sync",
      },
    );
    await expectOnSite(page, `/es/${spanish}`, async () => {
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(spanishTitle);
    });
    await expect(page.locator("html")).toHaveAttribute("lang", "es-US");
    await expect(page.locator('main [lang="en-US"]')).toHaveCount(0);
    expect(await canonicalOf(page)).toBe(`/es/${spanish}`);
    const alternates = { "en-US": `/${english}`, "es-US": `/es/${spanish}`, "x-default": `/${english}` };
    expect(await alternatesOf(page)).toEqual(alternates);
    await expect(page.locator('head meta[property="og:locale"]')).toHaveAttribute("content", "es_US");
    await expect(page.getByRole("link", { name: "English" })).toHaveAttribute("href", `/${english}`);
    await expectOnSite(page, `/${english}`, async () => {
      expect(await alternatesOf(page)).toEqual(alternates);
    });
    await expect(page.getByRole("link", { name: "Español" })).toHaveAttribute("href", `/es/${spanish}`);
    await expect(async () => {
      expect(await sitemapPaths(page.request, "/es/sitemap.xml")).toContain(`/es/${spanish}`);
    }).toPass({ timeout: 30_000 });
    expect((await page.request.get(`/es/${english}`)).status()).toBe(404);
    // A translation is never an English landing page.
    expect((await page.request.get(`/${spanish}`)).status()).toBe(404);
  });
});

test("an untranslated case study shows its English text marked so, and joins the Spanish sitemap within 5 s of its translation", async ({
  page,
}) => {
  const id = "caseStudy-legal-case-management__i18n_es";
  const lake = editingLake();
  const translation = await lake.getDocument<SanityDocument & { slug: string }>(id);
  if (!translation) throw new Error(`the seed has no ${id}`);
  await restoring([id], async () => {
    await lake.delete(id, { visibility: "sync" });
    await expectOnSite(page, "/es/portafolio/legal-case-management", async () => {
      await expect(page.locator('main [lang="en-US"] h1')).toHaveText("Legal Case Management");
    });
    await expect(page.locator("html")).toHaveAttribute("lang", "es-US");
    const spanishSitemap = await sitemapPaths(page.request, "/es/sitemap.xml");
    expect(spanishSitemap).not.toContain("/es/portafolio/legal-case-management");
    expect(spanishSitemap).not.toContain(`/es/portafolio/${translation.slug}`);

    const { _rev, _updatedAt, _createdAt, ...published } = translation;
    await lake.createOrReplace(published, { visibility: "sync" });
    const start = Date.now();
    await expect
      .poll(async () => sitemapPaths(page.request, "/es/sitemap.xml"), { timeout: 5_000, intervals: [100] })
      .toContain(`/es/portafolio/${translation.slug}`);
    expect(Date.now() - start).toBeLessThanOrEqual(5_000);
  });
});

test("on /es/empleos each untranslated opening is marked English on its own", async ({ page }) => {
  const id = "job-project-manager__i18n_es";
  await restoring([id], async () => {
    await editingLake().delete(id, { visibility: "sync" });
    await expectOnSite(page, "/es/empleos", async () => {
      await expect(page.locator('#open-roles [lang="en-US"] h3')).toHaveText(["Project Manager"]);
    });
    await expect(page.locator("html")).toHaveAttribute("lang", "es-US");
    // Item by item: the list and the translated openings are the page's language.
    await expect(page.locator("#open-roles li")).toHaveCount(4);
    await expect(page.locator("#open-roles[lang], #open-roles ul[lang], #open-roles li[lang]")).toHaveCount(
      0,
    );
    for (const title of [
      "Desarrollador full stack sénior",
      "Diseñador UI/UX",
      "Especialista en marketing digital",
    ])
      await expect(page.locator("#open-roles [lang] h3", { hasText: title })).toHaveCount(0);
  });
});

test("a page hidden from search engines is in neither sitemap for the language it is hidden in", async ({
  page,
}) => {
  const english = "servicePage-web-development";
  const spanish = `${english}__i18n_es`;
  const lake = editingLake();
  await restoring([english, spanish], async () => {
    await lake.patch(spanish).set({ "seo.noindex": true }).commit({ visibility: "sync" });
    await expect(async () => {
      expect(await sitemapPaths(page.request, "/es/sitemap.xml")).not.toContain(
        "/es/servicios/desarrollo-web",
      );
    }).toPass({ timeout: 30_000 });
    expect(await sitemapPaths(page.request, "/sitemap.xml")).toContain("/services/web-development");
    await expectOnSite(page, "/es/servicios/desarrollo-web", async () => {
      await expect(page.locator('head meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    });

    await lake.patch(spanish).set({ "seo.noindex": false }).commit({ visibility: "sync" });
    await lake.patch(english).set({ "seo.noindex": true }).commit({ visibility: "sync" });
    await expect(async () => {
      expect(await sitemapPaths(page.request, "/sitemap.xml")).not.toContain("/services/web-development");
      expect(await sitemapPaths(page.request, "/es/sitemap.xml")).not.toContain(
        "/es/servicios/desarrollo-web",
      );
    }).toPass({ timeout: 30_000 });
  });
});

test("a Spanish path written past the Studio never takes a Spanish page or another document's page", async ({
  page,
}) => {
  const marker = `TOMADA-${stamp}`;
  const first = `landing-first-${stamp}`;
  const hostile = `landing-hostile-${stamp}`;
  const fixed = `landing-fixed-${stamp}`;
  const spanish = `oferta-primera-${stamp}`;
  const ids = [first, `${first}__i18n_es`, hostile, `${hostile}__i18n_es`, fixed, `${fixed}__i18n_es`];
  const lake = editingLake();
  await restoring(ids, async () => {
    await lake
      .transaction()
      .createOrReplace(await landingPage(first, `first-offer-${stamp}`, `First ${stamp}`, "homePage"))
      .createOrReplace(await landingPage(hostile, `second-offer-${stamp}`, `Second ${stamp}`, "homePage"))
      .createOrReplace(await landingPage(fixed, `third-offer-${stamp}`, `Third ${stamp}`, "homePage"))
      .commit({ visibility: "sync" });
    await lake.createOrReplace(
      await landingPage(`${first}__i18n_es`, spanish, `Primera ${stamp}`, "homePage__i18n_es"),
      { visibility: "sync" },
    );
    await expectOnSite(page, `/es/${spanish}`, async () => {
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Primera ${stamp}`);
    });
    // Later, straight to the lake: another translation at the same path, one at the About page's.
    await lake
      .transaction()
      .createOrReplace(await landingPage(`${hostile}__i18n_es`, spanish, marker, "homePage__i18n_es"))
      .createOrReplace(await landingPage(`${fixed}__i18n_es`, "nosotros", marker, "homePage__i18n_es"))
      .commit({ visibility: "sync" });
    // Once the site has read them (the untranslated English path of the second is gone from /es)...
    await expect(async () => {
      expect((await page.request.get(`/es/second-offer-${stamp}`)).status()).toBe(404);
    }).toPass({ timeout: 30_000 });
    // ...the pages are still their own.
    await expectOnSite(page, `/es/${spanish}`, async () => {
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Primera ${stamp}`);
    });
    await expect(page.getByText(marker)).toHaveCount(0);
    await page.goto("/es/nosotros");
    await expect(page.locator("html")).toHaveAttribute("lang", "es-US");
    await expect(page.getByRole("heading", { level: 1 })).not.toHaveText(marker);
    await expect(page.getByText(marker)).toHaveCount(0);
    expect(await canonicalOf(page)).toBe("/es/nosotros");
    const sitemap = await sitemapPaths(page.request, "/es/sitemap.xml");
    expect(sitemap.filter((path) => path === `/es/${spanish}` || path === "/es/nosotros")).toEqual(
      expect.arrayContaining([`/es/${spanish}`, "/es/nosotros"]),
    );
    expect(sitemap.filter((path) => path === "/es/nosotros")).toHaveLength(1);
  });
});
