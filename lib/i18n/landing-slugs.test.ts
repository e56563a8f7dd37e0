import { describe, expect, it } from "vitest";
import { spanishLandingPages } from "./landing-slugs.ts";

const translation = (slug: string, createdAt: string) => ({ slug, _createdAt: createdAt });

describe("the Spanish landing pages", () => {
  it("are at their translation's path, or at the English path while untranslated", () => {
    expect(
      spanishLandingPages([
        {
          id: "lp-spring",
          en: "spring-offer",
          es: translation("oferta-de-primavera", "2026-01-01T00:00:00Z"),
        },
        { id: "lp-audit", en: "free-audit", es: null },
      ]),
    ).toEqual({
      "spring-offer": { id: "lp-spring", es: "oferta-de-primavera", translated: true },
      "free-audit": { id: "lp-audit", es: "free-audit", translated: false },
    });
  });

  it("never take a Spanish page of the site, nor a path below one", () => {
    const pages = spanishLandingPages([
      { id: "a", en: "a", es: translation("nosotros", "2026-01-01T00:00:00Z") },
      { id: "b", en: "b", es: translation("servicios/desarrollo-web", "2026-01-01T00:00:00Z") },
      { id: "c", en: "c", es: translation("landing-pages/c", "2026-01-01T00:00:00Z") },
      { id: "d", en: "empleos", es: null },
    ]);
    expect(pages).toEqual({});
  });

  it("leave a path to the translation that claimed it first, and to a translation over an English page", () => {
    const pages = spanishLandingPages([
      { id: "late", en: "late", es: translation("oferta", "2026-03-01T00:00:00Z") },
      { id: "first", en: "first", es: translation("oferta", "2026-01-01T00:00:00Z") },
      { id: "english", en: "oferta", es: null },
    ]);
    expect(pages).toEqual({ first: { id: "first", es: "oferta", translated: true } });
  });

  it("serve no page whose English path breaks the rules", () => {
    expect(spanishLandingPages([{ id: "x", en: "services", es: null }])).toEqual({});
  });
});
