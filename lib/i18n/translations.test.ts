import { describe, expect, it } from "vitest";
import { homePageQuery, siteShellQuery } from "../sanity/queries.ts";
import { queryInLocale, translationId, translationOf } from "./translations.ts";

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
