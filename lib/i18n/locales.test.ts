import { describe, expect, it } from "vitest";
import { servicePageSlugs } from "../content/service-pages.ts";
import { appRoutes } from "../route-rules/app-routes.ts";
import { landingPathProblem, pathOwner } from "../route-rules/rules.ts";
import {
  counterpartPath,
  englishPathOf,
  englishServiceSlug,
  languageAlternates,
  localeOfPath,
  localizedHref,
  localizedPath,
  SPANISH_SITEMAP,
  spanishPaths,
} from "./locales.ts";

/** Whether an address is answered by one of app/'s route patterns. */
const isRoute = (path: string) =>
  appRoutes.some((route) => {
    const pattern = route.replace(/\[[^\]/]+\]/g, "[^/]+");
    return new RegExp(`^${pattern}$`).test(path);
  });

describe("the Spanish addresses", () => {
  it("translate the slugs of the fixed pages and the service pages", () => {
    expect(localizedPath("/", "es")).toBe("/es");
    expect(localizedPath("/services", "es")).toBe("/es/servicios");
    expect(localizedPath("/about", "es")).toBe("/es/nosotros");
    expect(localizedPath("/contact", "es")).toBe("/es/contacto");
    expect(localizedPath("/services/web-development", "es")).toBe("/es/servicios/desarrollo-web");
    expect(localizedPath("/admin", "es")).toBeNull();
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
      slug: "web-development",
    });
  });

  it("leave no Spanish address to a landing page", () => {
    expect(landingPathProblem("es")).not.toBeNull();
    expect(landingPathProblem("es/oferta")).not.toBeNull();
    expect(pathOwner("/es/no-existe")).toBeNull();
  });

  it("give every seeded service a Spanish slug and read it back", () => {
    for (const slug of servicePageSlugs) {
      const spanish = localizedPath(`/services/${slug}`, "es") ?? "";
      expect(englishServiceSlug(spanish.split("/").pop() ?? "")).toBe(slug);
    }
    expect(englishServiceSlug("web-development")).toBeNull();
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
    expect(counterpartPath("/services/brand-identity")).toBe("/es/servicios/identidad-de-marca");
    expect(counterpartPath("/es/servicios/identidad-de-marca")).toBe("/services/brand-identity");
    expect(counterpartPath("/es")).toBe("/");
    expect(counterpartPath("/")).toBe("/es");
    expect(counterpartPath("/careers")).toBe("/es");
    expect(counterpartPath("/es/no-existe")).toBe("/");
  });
});

describe("the hreflang alternates", () => {
  it("name both languages and x-default (the English page)", () => {
    expect(languageAlternates("/contact")).toEqual({
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
    expect(localizedHref("/services/seo-insights", "es")).toBe("/es/servicios/seo-y-analitica");
    expect(localizedHref("/industries#legal", "es")).toBe("/industries#legal");
    expect(localizedHref("mailto:hello@example.com", "es")).toBe("mailto:hello@example.com");
    expect(localizedHref("/about", "en")).toBe("/about");
  });
});

describe("the Spanish sitemap", () => {
  it("is an address of the application, no page's", () => {
    expect(pathOwner(SPANISH_SITEMAP)).toEqual({ kind: "application" });
  });
});
