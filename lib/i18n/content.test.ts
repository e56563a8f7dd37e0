import { describe, expect, it } from "vitest";
import { withLocalizedLinks } from "./content.ts";

describe("the links of content on a Spanish page", () => {
  it("lead to the Spanish page wherever there is one, at any depth", () => {
    const content = {
      hero: { primary: { label: "Get started", href: "/#contact" } },
      items: [
        { title: "Web Development", href: "/services/web-development" },
        { title: "Careers", href: "/careers" },
        { title: "Quote", href: "/quote" },
        { title: "Social tags", href: "/test" },
        { title: "Portal", href: "/portal" },
      ],
      text: [{ markDefs: [{ _type: "link", href: "/about" }] }],
      note: "/about",
    };
    const slugs = {
      service: {
        "web-development": { id: "service-web-development", es: "desarrollo-web", translated: true },
      },
      caseStudy: {},
      landingPage: {},
    };
    expect(withLocalizedLinks(content, "es", slugs)).toEqual({
      hero: { primary: { label: "Get started", href: "/es#contact" } },
      items: [
        { title: "Web Development", href: "/es/servicios/desarrollo-web" },
        { title: "Careers", href: "/es/empleos" },
        { title: "Quote", href: "/es/cotizacion" },
        { title: "Social tags", href: "/es/etiquetas-sociales" },
        { title: "Portal", href: "/portal" },
      ],
      text: [{ markDefs: [{ _type: "link", href: "/es/nosotros" }] }],
      note: "/about",
    });
    expect(withLocalizedLinks(content, "en", slugs)).toEqual(content);
  });
});
