import { evaluate, parse } from "groq-js";
import { describe, expect, it } from "vitest";
import { singletonPath } from "../content/singletons.ts";
import { homePageQuery, serviceSlugsQuery, siteShellQuery } from "../sanity/queries.ts";
import { codePages, isTranslatedPath, spanishPaths } from "./locales.ts";
import { queryInLocale, translatedSingletons, translationId, translationOf } from "./translations.ts";

describe("document translations", () => {
  it("sit beside the English document under a predictable id", () => {
    expect(translationId("homePage", "es")).toBe("homePage__i18n_es");
    expect(translationId("homePage", "en")).toBe("homePage");
    expect(translationOf("homePage__i18n_es")).toEqual({ id: "homePage", locale: "es" });
    expect(translationOf("homePage")).toBeNull();
  });

  it("are read by the English queries, each singleton read as its translation", () => {
    expect(queryInLocale(homePageQuery, "en")).toBe(homePageQuery);
    const spanish = queryInLocale(homePageQuery, "es");
    expect(spanish).toContain('_id == "homePage__i18n_es"');
    expect(spanish).not.toContain('_id == "homePage"');
    const shell = queryInLocale(siteShellQuery, "es");
    expect(shell).toContain('_id == "siteSettings__i18n_es"');
    expect(shell).toContain('_id == "notFoundPage__i18n_es"');
  });
});

describe("a collection read in a language", () => {
  const dataset = [
    { _id: "service-web", _type: "service", slug: "web-development", order: 1 },
    { _id: "service-web__i18n_es", _type: "service", slug: "desarrollo-web", order: 1 },
    { _id: "service-cloud", _type: "service", slug: "cloud-solutions", order: 2 },
  ];
  const run = async (query: string) => (await evaluate(parse(query), { dataset })).get();

  it("is the English documents alone in English", async () => {
    expect(await run(serviceSlugsQuery)).toEqual(["web-development", "cloud-solutions"]);
  });

  it("is each document's published translation in Spanish, else the English document", async () => {
    expect(await run(queryInLocale(serviceSlugsQuery, "es"))).toEqual(["desarrollo-web", "cloud-solutions"]);
  });
});

describe("the translated singletons", () => {
  it("are the shell, the 404 and every page with a Spanish address", () => {
    for (const id of translatedSingletons) {
      const path = singletonPath(id);
      expect(path === undefined || isTranslatedPath(path), id).toBe(true);
    }
    const pages = translatedSingletons.map(singletonPath).filter(Boolean);
    const content = (path: string) => !(codePages as readonly string[]).includes(path);
    for (const path of Object.keys(spanishPaths).filter(content)) expect(pages).toContain(path);
  });
});
