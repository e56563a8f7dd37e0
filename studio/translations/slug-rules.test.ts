import { describe, expect, it } from "vitest";
import {
  sameLanguageHolder,
  slugHoldersParams,
  slugProblem,
  spanishAddress,
  spanishSlugProblem,
} from "./slug-rules.ts";

const taken = (name: string) => `taken by ${name}`;

describe("slugs per language", () => {
  const holders = [
    { _id: "svc-web", name: "Web Development" },
    { _id: "drafts.svc-apps__i18n_es", name: "Aplicaciones" },
  ];

  it("are unique among the documents of the same language only", () => {
    expect(sameLanguageHolder("drafts.svc-new", holders)?.name).toBe("Web Development");
    expect(sameLanguageHolder("svc-new__i18n_es", holders)?.name).toBe("Aplicaciones");
    // A document's own draft, and its translation, never hold its slug against it.
    expect(sameLanguageHolder("drafts.svc-apps__i18n_es", holders)).toBeUndefined();
    expect(sameLanguageHolder("svc-web__i18n_es", [holders[0] as (typeof holders)[0]])).toBeUndefined();
  });

  it("read the English document's slug for a translation", () => {
    expect(slugHoldersParams("service", "drafts.svc-web__i18n_es", "desarrollo-web")).toEqual({
      type: "service",
      slug: "desarrollo-web",
      id: "svc-web__i18n_es",
      englishId: "svc-web",
    });
    expect(slugHoldersParams("service", "drafts.svc-web", "web").englishId).toBe("svc-web");
  });
});

describe("a Spanish slug's address", () => {
  it("is the Spanish folder of its type, or /es for a landing page", () => {
    expect(spanishAddress("service", "desarrollo-web")).toBe("/es/servicios/desarrollo-web");
    expect(spanishAddress("landingPage", "oferta")).toBe("/es/oferta");
    expect(spanishAddress("industry", "legal")).toBeNull();
  });

  it("in a folder of documents, leaves the choice to the documents' own slugs", () => {
    // Every Spanish service address reads as the slug in the folder: which document holds it is the
    // uniqueness rule's question (slugProblem), not the address's.
    expect(spanishSlugProblem("service", "desarrollo-web", "web-development")).toBeNull();
    expect(spanishSlugProblem("service", "consultoria", "consulting")).toBeNull();
  });

  it("may not be a fixed Spanish page or the application's", () => {
    expect(spanishSlugProblem("landingPage", "servicios")).toBe(
      "/es/servicios belongs to a page of the site (/es/servicios); choose another.",
    );
    expect(spanishSlugProblem("landingPage", "contacto")).toContain("a page of the site");
    expect(spanishSlugProblem("landingPage", "oferta-de-primavera")).toBeNull();
    expect(spanishSlugProblem("landingPage", "servicios/ofertas/houston")).toBe(
      "/es/servicios belongs to a page of the site (/es/servicios); choose another path.",
    );
    expect(spanishSlugProblem("landingPage", "landing-pages/oferta")).toBe(
      "/es/landing-pages/oferta belongs to the application; choose another.",
    );
  });

  it("may not be the English slug of another document, whose Spanish page it is while untranslated", () => {
    const english = { holders: [{ _id: "svc-seo", name: "SEO" }], englishSlug: "web-development" };
    expect(slugProblem("service", "svc-web__i18n_es", "seo-insights", english, taken)).toBe(
      '"seo-insights" is the English address of "SEO", which the Spanish site shows until it is translated: choose another.',
    );
    // Its own English document's slug, and English landing pages (at another address), are no conflict.
    const own = { holders: [{ _id: "svc-web", name: "Web" }], englishSlug: "web" };
    expect(slugProblem("service", "svc-web__i18n_es", "web", own, taken)).toBeNull();
    const landing = { holders: [{ _id: "lp-offer", name: "Offer" }], englishSlug: undefined };
    expect(slugProblem("landingPage", "lp-new__i18n_es", "oferta", landing, taken)).toBeNull();
  });

  it("is checked for Spanish documents only, after uniqueness", () => {
    const none = { holders: [], englishSlug: "mobile-applications" };
    expect(slugProblem("landingPage", "lp-new__i18n_es", "servicios", none, taken)).toContain(
      "belongs to a page of the site",
    );
    expect(slugProblem("landingPage", "lp-new", "servicios", none, taken)).toBeNull();
    const held = { holders: [{ _id: "x__i18n_es", name: "Otra" }], englishSlug: undefined };
    expect(slugProblem("landingPage", "y__i18n_es", "oferta", held, taken)).toBe("taken by Otra");
  });
});
