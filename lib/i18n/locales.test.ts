import { describe, expect, it } from "vitest";
import { appRoutes } from "../route-rules/app-routes.ts";
import { landingPathProblem, pathOwner } from "../route-rules/rules.ts";
import {
  type ContentSlugs,
  collectionOf,
  counterpartPath,
  englishPathOf,
  englishSlug,
  languageAlternates,
  localeOfPath,
  localizedHref,
  localizedPath,
  SPANISH_SITEMAP,
  spanishPaths,
  spanishSlug,
} from "./locales.ts";

const page = (id: string, es: string | null, translated: boolean) => ({ id, es, translated });

/**
 * Two services and a case study translated, as their Spanish documents' slugs say; one service shown in
 * English, and one whose translation's slug another document holds.
 */
const slugs: ContentSlugs = {
  service: {
    "web-development": page("service-web-development", "desarrollo-web", true),
    "brand-identity": page("service-brand-identity", "identidad-de-marca", true),
    "cloud-solutions": page("service-cloud-solutions", "cloud-solutions", false),
    "seo-insights": page("service-seo-insights", null, false),
  },
  caseStudy: { "healthcare-portal": page("caseStudy-healthcare-portal", "portal-de-salud", true) },
  landingPage: {
    "spring-offer": { id: "landing-spring", es: "oferta-de-primavera", translated: true },
    "offers/houston": { id: "landing-houston", es: "offers/houston", translated: false },
  },
};

/** Whether an address is answered by one of app/'s route patterns. */
const isRoute = (path: string) =>
  appRoutes.some((route) => {
    const pattern = route.replace(/\[[^\]/]+\]/g, "[^/]+");
    return new RegExp(`^${pattern}$`).test(path);
  });

describe("the Spanish addresses", () => {
  it("translate the slugs of the fixed pages", () => {
    expect(localizedPath("/", "es")).toBe("/es");
    expect(localizedPath("/services", "es")).toBe("/es/servicios");
    expect(localizedPath("/about", "es")).toBe("/es/nosotros");
    expect(localizedPath("/contact", "es")).toBe("/es/contacto");
    expect(localizedPath("/industries", "es")).toBe("/es/industrias");
    expect(localizedPath("/insights", "es")).toBe("/es/portafolio");
    expect(localizedPath("/careers", "es")).toBe("/es/empleos");
    expect(localizedPath("/privacy", "es")).toBe("/es/privacidad");
    expect(localizedPath("/terms", "es")).toBe("/es/terminos");
    expect(localizedPath("/admin", "es")).toBeNull();
    expect(localizedPath("/quote", "es")).toBe("/es/cotizacion");
    expect(localizedPath("/test", "es")).toBe("/es/etiquetas-sociales");
    expect(localizedPath("/portal", "es")).toBeNull();
    expect(localizedPath("/about", "en")).toBe("/about");
  });

  it("are one to one, each answered by a route of app/ and owned as the page it translates", () => {
    const spanish = Object.values(spanishPaths);
    expect(new Set(spanish).size).toBe(spanish.length);
    for (const [english, path] of Object.entries(spanishPaths)) {
      expect(isRoute(path), path).toBe(true);
      expect(englishPathOf(path)).toBe(english);
      expect(localeOfPath(path)).toBe("es");
      expect(pathOwner(path)?.kind).toBe(pathOwner(english)?.kind);
    }
    expect(pathOwner("/es/servicios")).toEqual({ kind: "fixed", path: "/es/servicios" });
    expect(pathOwner("/es/servicios/desarrollo-web")).toMatchObject({
      kind: "content",
      type: "service",
      slug: "desarrollo-web",
    });
    expect(pathOwner("/es/portafolio/portal-de-salud")).toMatchObject({ kind: "content", type: "caseStudy" });
    for (const route of ["/es/servicios/[slug]", "/es/portafolio/[slug]"]) expect(appRoutes).toContain(route);
  });

  it("leave no Spanish address to a landing page", () => {
    expect(landingPathProblem("es")).not.toBeNull();
    expect(landingPathProblem("es/oferta")).not.toBeNull();
    expect(pathOwner("/es/no-existe")).toBeNull();
  });

  it("take a collection document's slug from its Spanish document, else keep the English slug", () => {
    expect(localizedPath("/services/web-development", "es", slugs)).toBe("/es/servicios/desarrollo-web");
    expect(localizedPath("/insights/healthcare-portal", "es", slugs)).toBe("/es/portafolio/portal-de-salud");
    // Not translated yet: the Spanish folder, the English slug (the page shows the English text).
    expect(localizedPath("/services/cloud-solutions", "es", slugs)).toBe("/es/servicios/cloud-solutions");
    expect(englishPathOf("/es/servicios/desarrollo-web", slugs)).toBe("/services/web-development");
    expect(englishPathOf("/es/servicios/cloud-solutions", slugs)).toBe("/services/cloud-solutions");
    expect(englishPathOf("/es/portafolio/portal-de-salud", slugs)).toBe("/insights/healthcare-portal");
    expect(spanishSlug(slugs, "service", "brand-identity")).toBe("identidad-de-marca");
    expect(englishSlug(slugs, "service", "identidad-de-marca")).toBe("brand-identity");
    expect(collectionOf("/es/servicios/a/b", "es")).toBeNull();
    expect(collectionOf("/services/web-development", "es")).toBeNull();
  });

  it("never serve a translated document at its English slug in the Spanish folder", () => {
    expect(englishSlug(slugs, "service", "web-development")).toBeNull();
    expect(englishPathOf("/es/servicios/web-development", slugs)).toBeNull();
    expect(englishSlug(slugs, "service", "desarrollo-web")).toBe("web-development");
    expect(englishSlug(slugs, "service", "cloud-solutions")).toBe("cloud-solutions");
  });

  it("give a document whose Spanish address another one holds no Spanish address", () => {
    expect(spanishSlug(slugs, "service", "seo-insights")).toBeNull();
    expect(localizedPath("/services/seo-insights", "es", slugs)).toBeNull();
    expect(englishSlug(slugs, "service", "seo-insights")).toBeNull();
    expect(counterpartPath("/services/seo-insights", slugs)).toBe("/es");
  });

  it("keep English at today's addresses", () => {
    expect(localeOfPath("/")).toBe("en");
    expect(localeOfPath("/services/web-development")).toBe("en");
    expect(localeOfPath("/espanol")).toBe("en");
    expect(englishPathOf("/contact")).toBe("/contact");
    expect(englishPathOf("/es/no-existe")).toBeNull();
  });
});

describe("the language switch", () => {
  it("leads to the same page in the other language, else to that language's home", () => {
    expect(counterpartPath("/services/brand-identity", slugs)).toBe("/es/servicios/identidad-de-marca");
    expect(counterpartPath("/es/servicios/identidad-de-marca", slugs)).toBe("/services/brand-identity");
    expect(counterpartPath("/insights/healthcare-portal", slugs)).toBe("/es/portafolio/portal-de-salud");
    expect(counterpartPath("/es/portafolio/portal-de-salud", slugs)).toBe("/insights/healthcare-portal");
    expect(counterpartPath("/es")).toBe("/");
    expect(counterpartPath("/")).toBe("/es");
    expect(counterpartPath("/careers")).toBe("/es/empleos");
    expect(counterpartPath("/es/terminos")).toBe("/terms");
    expect(counterpartPath("/quote")).toBe("/es/cotizacion");
    expect(counterpartPath("/test")).toBe("/es/etiquetas-sociales");
    expect(counterpartPath("/es/etiquetas-sociales")).toBe("/test");
    expect(counterpartPath("/portal")).toBe("/es");
    expect(counterpartPath("/es/no-existe")).toBe("/");
  });
});

describe("the hreflang alternates", () => {
  it("name both languages and x-default (the English page)", () => {
    expect(languageAlternates("/contact", "/es/contacto")).toEqual({
      "en-US": "/contact",
      "es-US": "/es/contacto",
      "x-default": "/contact",
    });
  });
});

describe("the links of the Spanish shell", () => {
  it("lead to the Spanish page where there is one, keeping the section", () => {
    expect(localizedHref("/about", "es")).toBe("/es/nosotros");
    expect(localizedHref("/#contact", "es")).toBe("/es#contact");
    expect(localizedHref("/services/web-development", "es", slugs)).toBe("/es/servicios/desarrollo-web");
    // A Spanish document's own link (made from its Spanish slug) leads to the Spanish folder as it is.
    expect(localizedHref("/services/desarrollo-web", "es", slugs)).toBe("/es/servicios/desarrollo-web");
    expect(localizedHref("/industries#legal", "es")).toBe("/es/industrias#legal");
    expect(localizedHref("mailto:hello@example.com", "es")).toBe("mailto:hello@example.com");
    expect(localizedHref("/about", "en")).toBe("/about");
  });
});

describe("the Spanish sitemap", () => {
  it("is an address of the application, no page's", () => {
    expect(pathOwner(SPANISH_SITEMAP)).toEqual({ kind: "application" });
  });
});

describe("a landing page's Spanish address", () => {
  it("is its translation's path, or its English path while untranslated, both ways", () => {
    expect(localizedPath("/spring-offer", "es", slugs)).toBe("/es/oferta-de-primavera");
    expect(localizedPath("/offers/houston", "es", slugs)).toBe("/es/offers/houston");
    expect(localizedPath("/no-such-offer", "es", slugs)).toBeNull();
    expect(englishPathOf("/es/oferta-de-primavera", slugs)).toBe("/spring-offer");
    expect(englishPathOf("/es/spring-offer", slugs)).toBeNull();
  });

  it("is what the switch leads to, from the address or the route Next draws the page at", () => {
    expect(counterpartPath("/spring-offer", slugs)).toBe("/es/oferta-de-primavera");
    expect(counterpartPath("/landing-pages/spring-offer", slugs)).toBe("/es/oferta-de-primavera");
    expect(counterpartPath("/es/landing-pages/oferta-de-primavera", slugs)).toBe("/spring-offer");
    expect(counterpartPath("/es/offers/houston", slugs)).toBe("/offers/houston");
  });
});
