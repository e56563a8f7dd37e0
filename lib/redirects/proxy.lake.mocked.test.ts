// The proxy's routing against a local Content Lake into which documents that break the route rules were
// written through its API with the editor's token (as any script or migration could, past the Studio).
import { NextRequest } from "next/server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { lakeClient, lakeUnderTest } from "../../local/lake/test-client.ts";

// The pages of services and case studies are read here outside a React server.
vi.mock("server-only", () => ({}));

const state = lakeUnderTest("routes-lake-");
const saved = { url: process.env.SANITY_LOCAL_URL, token: process.env.SANITY_LOCAL_TOKEN };
const warned: string[] = [];

/** A landing page that would show `marker` if it were served. */
const landing = (slug: string, marker: string) => ({
  _id: `landing-${slug.replace(/[^a-z0-9-]/g, "-")}`,
  _type: "landingPage",
  title: marker,
  slug,
  blocks: [{ _key: "h", _type: "homeHero", title: marker, subtitle: marker }],
});

const redirect = (id: string, from: string, to: string, extra: object = {}) => ({
  // No dot in the id: a dotted id is private, as on hosted Sanity, and the site reads as a visitor.
  _id: `redirect-${id}`,
  _type: "redirect",
  from,
  to,
  permanent: true,
  ...extra,
});

/** Slugs the route rules keep from landing pages: each one a route of the application. */
const hostileSlugs = [
  "services",
  "contact",
  "privacy",
  "insights",
  "insights/healthcare-portal",
  "services/web-development",
  "_not-found",
  "landing-pages/zzz",
];

let route: typeof import("./proxy.ts").publishedRoute;
let sitemap: typeof import("../../app/sitemap.ts").default;

beforeAll(async () => {
  process.env.SANITY_LOCAL_URL = state.lake.url;
  process.env.SANITY_LOCAL_TOKEN = state.lake.token;
  vi.spyOn(console, "warn").mockImplementation((line: string) => void warned.push(String(line)));
  const transaction = state.editor.transaction();
  for (const slug of [...hostileSlugs, "spring-offer"])
    transaction.createOrReplace(landing(slug, `TAKEN ${slug}`));
  for (const doc of [
    redirect("not-found", "/_not-found", "https://evil.example/"),
    redirect("contact", "/contact", "https://example.com/contact-us"),
    redirect("about", "/about", "/careers"),
    redirect("loop-a", "/loop-a", "/loop-b"),
    redirect("loop-b", "/loop-b", "/loop-a"),
    redirect("hop-1", "/hop-1", "/hop-2"),
    redirect("hop-2", "/hop-2", "/insights"),
    redirect("partner", "/partner", "https://partner.example/offer"),
  ]) {
    transaction.createOrReplace(doc);
  }
  await transaction.commit({ visibility: "sync" });
  ({ publishedRoute: route } = await import("./proxy.ts"));
}, 60_000);

afterAll(() => {
  // Assigning undefined would store the string "undefined" for the files that run after this one.
  for (const [name, value] of [
    ["SANITY_LOCAL_URL", saved.url],
    ["SANITY_LOCAL_TOKEN", saved.token],
  ] as const) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  vi.restoreAllMocks();
});

const get = (path: string) => route(new NextRequest(new URL(path, "http://localhost:45000")));

describe("content written past the Studio", () => {
  it("never takes an address the application owns, nor its 404", async () => {
    for (const slug of hostileSlugs) {
      const answer = await get(`/${slug}`);
      // Nothing of the landing page: the application's own page (null) or its 404.
      expect(String(answer && "rewrite" in answer ? answer.rewrite?.pathname : null), slug).not.toMatch(
        /landing-pages/,
      );
    }
    expect(await get("/services")).toBeNull();
    expect(await get("/contact")).toBeNull();
    expect(await get("/_not-found")).toBeNull();
  });

  it("keeps an unknown case study and the landing pages' folder the 404", async () => {
    for (const path of ["/insights/no-such-case", "/landing-pages/zzz", "/landing-pages/services"]) {
      const answer = await get(path);
      expect(answer && "notFound" in answer ? answer.rewrite?.pathname : null, path).toBe("/_not-found");
    }
  });

  it("still serves a landing page that keeps the rules", async () => {
    const answer = await get("/spring-offer");
    expect(answer && "rewrite" in answer ? answer.rewrite?.pathname : null).toBe(
      "/landing-pages/spring-offer",
    );
  });

  it("applies no redirect from the 404, a live page unconfirmed, a loop or an unlisted host", async () => {
    for (const path of ["/_not-found", "/contact", "/about", "/loop-a", "/loop-b", "/partner"]) {
      const answer = await get(path);
      expect(
        answer && "redirect" in answer ? answer.redirect.headers.get("location") : null,
        path,
      ).toBeNull();
    }
  });

  it("answers a chain with its last address in one hop", async () => {
    const answer = await get("/hop-1");
    expect(answer && "redirect" in answer ? answer.redirect.headers.get("location") : null).toBe(
      "http://localhost:45000/insights",
    );
  });

  it("names each ignored document in the log once, however often it is read", async () => {
    for (let read = 0; read < 3; read += 1) await get("/services");
    const about = warned.filter((line) => line.includes("landing page /services:"));
    expect(about).toHaveLength(1);
    expect(warned.some((line) => line.includes("/_not-found belongs to the application"))).toBe(true);
    expect(warned.some((line) => line.includes("a loop (/loop-a → /loop-b → /loop-a)"))).toBe(true);
  });

  it("applies a confirmed redirect from a live page, and an external one once its host is listed", async () => {
    await state.editor
      .transaction()
      .patch("redirect-about", (patch) => patch.set({ replaces: "/about" }))
      .patch("siteSettings", (patch) => patch.set({ redirectHosts: ["partner.example"] }))
      .commit({ visibility: "sync" });
    await expect
      .poll(
        async () => {
          const answer = await get("/about");
          return answer && "redirect" in answer ? answer.redirect.headers.get("location") : null;
        },
        { timeout: 10_000 },
      )
      .toBe("http://localhost:45000/careers");
    const partner = await get("/partner");
    expect(partner && "redirect" in partner ? partner.redirect.headers.get("location") : null).toBe(
      "https://partner.example/offer",
    );
  });
});

describe("the sitemap", () => {
  it("lists no landing page that breaks the rules", async () => {
    const client = lakeClient(state.lake.url);
    vi.doMock("../sanity/fetch.ts", () => ({
      sanityFetch: ({ query, params }: { query: string; params?: Record<string, unknown> }) =>
        client.fetch(query, params ?? {}, { perspective: "published" }),
    }));
    sitemap = (await import("../../app/sitemap.ts")).default;
    const paths = (await sitemap()).map((entry) => new URL(entry.url).pathname);
    expect(paths).toContain("/spring-offer");
    expect(paths).toContain("/insights/healthcare-portal");
    for (const path of ["/_not-found", "/landing-pages/zzz", "/insights/healthcare-portal", "/services"]) {
      expect(paths.filter((listed) => listed === path).length, path).toBeLessThanOrEqual(1);
    }
    expect(paths).not.toContain("/_not-found");
    expect(paths).not.toContain("/landing-pages/zzz");
  });
});

describe("the Spanish site's collections", () => {
  const rewriteOf = async (path: string) => {
    const answer = await get(path);
    return answer && "rewrite" in answer ? (answer.rewrite?.pathname ?? null) : null;
  };

  it("serves a translated document at its Spanish slug only, and any other slug as the Spanish 404", async () => {
    expect(await get("/es/servicios/desarrollo-web")).toBeNull();
    expect(await get("/es/portafolio/portal-de-salud")).toBeNull();
    for (const path of [
      "/es/servicios/web-development",
      "/es/portafolio/no-existe",
      "/es/portafolio/healthcare-portal",
    ])
      expect(await rewriteOf(path), path).toBe("/es/no-encontrada");
    // The English folders know no Spanish slug.
    expect(await rewriteOf("/insights/portal-de-salud")).toBe("/_not-found");
  });

  it("serves a document whose translation is gone at its English slug, and the sitemaps follow", async () => {
    const client = lakeClient(state.lake.url);
    vi.doMock("../sanity/fetch.ts", () => ({
      sanityFetch: ({ query, params }: { query: string; params?: Record<string, unknown> }) =>
        client.fetch(query, params ?? {}, { perspective: "published" }),
    }));
    const { sitemapEntries } = await import("../content/sitemap.ts");
    const spanish = await sitemapEntries("es");
    const entry = spanish.find((item) => item.url.endsWith("/es/portafolio/crm-inmobiliario"));
    expect(entry?.alternates?.languages).toMatchObject({
      "en-US": expect.stringMatching(/\/insights\/real-estate-crm$/),
      "es-US": expect.stringMatching(/\/es\/portafolio\/crm-inmobiliario$/),
      "x-default": expect.stringMatching(/\/insights\/real-estate-crm$/),
    });

    await state.editor.delete("caseStudy-real-estate-crm__i18n_es", { visibility: "sync" });
    await expect.poll(() => rewriteOf("/es/portafolio/real-estate-crm"), { timeout: 10_000 }).toBeNull();
    expect(await rewriteOf("/es/portafolio/crm-inmobiliario")).toBe("/es/no-encontrada");
    const paths = (await sitemapEntries("es")).map((item) => new URL(item.url).pathname);
    expect(paths).toContain("/es/portafolio/portal-de-salud");
    expect(paths.filter((path) => path.includes("real-estate-crm") || path.includes("inmobiliario"))).toEqual(
      [],
    );
    const english = (await sitemapEntries("en")).find((item) =>
      item.url.endsWith("/insights/real-estate-crm"),
    );
    expect(english?.alternates).toBeUndefined();
  });
});

describe("the Spanish landing pages", () => {
  const rewriteOf = async (path: string) => {
    const answer = await get(path);
    return answer && "rewrite" in answer ? (answer.rewrite?.pathname ?? null) : null;
  };
  const translation = (english: string, slug: string, marker: string) => ({
    ...landing(slug, marker),
    _id: `landing-${english}__i18n_es`,
  });

  it("serve a translation at its path and an untranslated page at its English path; a claimed path keeps its page", async () => {
    await state.editor
      .transaction()
      .createOrReplace(landing("summer-offer", "Summer"))
      .createOrReplace(landing("fall-offer", "Fall"))
      .createOrReplace(landing("winter-offer", "Winter"))
      .createOrReplace(landing("hidden-offer", "Hidden"))
      .createOrReplace(translation("summer-offer", "oferta-de-verano", "Verano"))
      .createOrReplace(translation("winter-offer", "empleos", "TOMADA"))
      .createOrReplace({
        ...translation("hidden-offer", "oferta-oculta", "Oculta"),
        seo: { _type: "seo", noindex: true },
      })
      .commit({ visibility: "sync" });
    // Written later, straight to the lake: a second translation at the first one's path.
    await state.editor.createOrReplace(translation("fall-offer", "oferta-de-verano", "TOMADA"), {
      visibility: "sync",
    });
    await expect
      .poll(() => rewriteOf("/es/oferta-de-verano"), { timeout: 10_000 })
      .toBe("/es/landing-pages/oferta-de-verano");
    // Summer's translation claimed it first; fall's translation is at no address, nor its English path.
    expect(await rewriteOf("/es/fall-offer")).toBe(null);
    // A Spanish page of the site stays its own; the English path of a translated page is no address.
    expect(await get("/es/empleos")).toBeNull();
    expect(await get("/es/summer-offer")).toBeNull();
    expect(await rewriteOf("/es/landing-pages/empleos")).toBe("/es/no-encontrada");
    // A translation is no English landing page.
    expect(await get("/oferta-de-verano")).toBeNull();
    expect(await rewriteOf("/summer-offer")).toBe("/landing-pages/summer-offer");

    const { contentSlugs } = await import("../i18n/slugs.ts");
    expect((await contentSlugs()).landingPage["summer-offer"]).toEqual({
      id: "landing-summer-offer",
      es: "oferta-de-verano",
      translated: true,
    });
    const { sitemapEntries } = await import("../content/sitemap.ts");
    const spanish = (await sitemapEntries("es")).map((item) => new URL(item.url).pathname);
    expect(spanish).toContain("/es/oferta-de-verano");
    expect(spanish.filter((path) => path === "/es/empleos")).toHaveLength(1);
    // Hidden in Spanish: out of the Spanish sitemap only. Untranslated: out of it until translated.
    expect(spanish).not.toContain("/es/oferta-oculta");
    expect(spanish).not.toContain("/es/spring-offer");
    const english = (await sitemapEntries("en")).map((item) => new URL(item.url).pathname);
    expect(english).toEqual(expect.arrayContaining(["/summer-offer", "/hidden-offer", "/spring-offer"]));
    expect(english).not.toContain("/oferta-de-verano");
  });
});

describe("the services and case studies", () => {
  // Written later than the seed, straight to the lake: documents whose slugs the seed's already hold. Their
  // ids sort before the seed's, so a read that took the lake's first match would serve them.
  const duplicates: { _id: string; _type: string; [field: string]: unknown }[] = [
    { _id: "service-a-copy", _type: "service", title: "TOMADO", slug: "web-development" },
    {
      _id: "servicePage-a-copy",
      _type: "servicePage",
      service: { _type: "reference", _ref: "service-a-copy" },
    },
    { _id: "service-a-copy__i18n_es", _type: "service", title: "TOMADO", slug: "copia-web" },
    { _id: "service-a-late", _type: "service", title: "Late", slug: "late-service" },
    { _id: "service-a-late__i18n_es", _type: "service", title: "TOMADO", slug: "desarrollo-web" },
    { _id: "caseStudy-a-copy", _type: "caseStudy", title: "TOMADO", slug: "healthcare-portal" },
    { _id: "caseStudy-a-late", _type: "caseStudy", title: "Late", slug: "late-case" },
    { _id: "caseStudy-a-late__i18n_es", _type: "caseStudy", title: "TOMADO", slug: "portal-de-salud" },
  ];

  it("serve each slug the document created first, in both languages, and name the others once", async () => {
    const client = lakeClient(state.lake.url);
    vi.doMock("../sanity/fetch.ts", () => ({
      sanityFetch: ({ query, params }: { query: string; params?: Record<string, unknown> }) =>
        client.fetch(query, params ?? {}, { perspective: "published" }),
    }));
    const transaction = state.editor.transaction();
    for (const doc of duplicates) transaction.createOrReplace(doc);
    await transaction.commit({ visibility: "sync" });

    const { contentSlugs } = await import("../i18n/slugs.ts");
    const slugs = await contentSlugs();
    expect(slugs.service["web-development"]).toEqual({
      id: "service-web-development",
      es: "desarrollo-web",
      translated: true,
    });
    expect(slugs.service["late-service"]).toEqual({ id: "service-a-late", es: null, translated: false });
    expect(slugs.caseStudy["healthcare-portal"]).toMatchObject({ id: "caseStudy-healthcare-portal" });
    expect(slugs.caseStudy["late-case"]).toEqual({ id: "caseStudy-a-late", es: null, translated: false });

    const { caseStudyIn, servicePageIn } = await import("../i18n/collection-pages.ts");
    expect((await servicePageIn("web-development", "en"))?.content._id).toBe("servicePage-web-development");
    expect((await servicePageIn("desarrollo-web", "es"))?.content._id).toBe(
      "servicePage-web-development__i18n_es",
    );
    // The later service keeps its English page; its translation has no Spanish address, nor its English slug.
    expect((await servicePageIn("late-service", "en"))?.content.service?.title).toBe("Late");
    expect(await servicePageIn("late-service", "es")).toBeNull();
    expect((await caseStudyIn("healthcare-portal", "en"))?.content.study._id).toBe(
      "caseStudy-healthcare-portal",
    );
    expect((await caseStudyIn("portal-de-salud", "es"))?.content.study._id).toBe(
      "caseStudy-healthcare-portal__i18n_es",
    );
    expect(await caseStudyIn("late-case", "es")).toBeNull();
    for (const page of [
      await servicePageIn("web-development", "en"),
      await servicePageIn("desarrollo-web", "es"),
      await caseStudyIn("healthcare-portal", "en"),
      await caseStudyIn("portal-de-salud", "es"),
    ])
      expect(JSON.stringify(page)).not.toContain("TOMADO");

    const { sitemapEntries } = await import("../content/sitemap.ts");
    const spanish = (await sitemapEntries("es")).map((item) => new URL(item.url).pathname);
    expect(spanish.filter((path) => path === "/es/servicios/desarrollo-web")).toHaveLength(1);
    expect(spanish.filter((path) => path === "/es/portafolio/portal-de-salud")).toHaveLength(1);
    expect(spanish.filter((path) => path.includes("late-"))).toEqual([]);
    const english = (await sitemapEntries("en")).map((item) => new URL(item.url).pathname);
    expect(english.filter((path) => path === "/services/web-development")).toHaveLength(1);
    expect(english.filter((path) => path === "/insights/healthcare-portal")).toHaveLength(1);

    // The proxy answers the addresses no document keeps with the Spanish 404, as it answers unknown slugs.
    const rewriteOf = async (path: string) => {
      const answer = await get(path);
      return answer && "rewrite" in answer ? (answer.rewrite?.pathname ?? null) : null;
    };
    await expect
      .poll(() => rewriteOf("/es/servicios/copia-web"), { timeout: 10_000 })
      .toBe("/es/no-encontrada");
    for (const path of ["/es/servicios/late-service", "/es/portafolio/late-case"])
      expect(await rewriteOf(path), path).toBe("/es/no-encontrada");
    for (const path of [
      "/es/servicios/desarrollo-web",
      "/es/portafolio/portal-de-salud",
      "/services/web-development",
    ])
      expect(await get(path), path).toBeNull();

    for (const where of [
      "service service-a-copy at /services/web-development",
      "service service-a-late at /es/servicios/desarrollo-web",
      "case study caseStudy-a-copy at /insights/healthcare-portal",
      "case study caseStudy-a-late at /es/portafolio/portal-de-salud",
    ])
      expect(
        warned.filter((line) => line.includes(`${where}: another page is there`)),
        where,
      ).toHaveLength(1);
  });
});
