import { describe, expect, it } from "vitest";
import { isTranslatable } from "../../lib/i18n/translations.ts";
import { originalsOnly } from "../../lib/sanity/fragments.ts";
import { reviewOf, stateExplanation, translationDraft, translationRows, translationState } from "./state.ts";

const at = (time: string) => ({ _updatedAt: `2026-11-29T${time}:00Z` });

describe("a translation's state", () => {
  it("is missing until the Spanish is published; a draft alone is no translation", () => {
    expect(translationState({ english: at("10:00"), translation: null })).toBe("missing");
    expect(stateExplanation("missing", true)).toContain("A Spanish draft is under way.");
  });

  it("is up to date when the Spanish was published at or after the English's last publish", () => {
    expect(translationState({ english: at("10:00"), translation: at("10:05") })).toBe("upToDate");
    // One release publishes both in one transaction: one stamp.
    expect(translationState({ english: at("10:00"), translation: at("10:00") })).toBe("upToDate");
    expect(translationState({ english: null, translation: at("10:00") })).toBe("upToDate");
  });

  it("is out of date once the English is published after the Spanish", () => {
    expect(translationState({ english: at("10:06"), translation: at("10:05") })).toBe("outOfDate");
  });

  it("is up to date when an editor marked it so against the English's current revision, until it changes", () => {
    const english = { ...at("10:06"), _rev: "rev-2" };
    const translation = at("10:05");
    expect(translationState({ english, translation, review: { englishRevision: "rev-2" } })).toBe("upToDate");
    expect(translationState({ english, translation, review: { englishRevision: "rev-1" } })).toBe(
      "outOfDate",
    );
    expect(translationState({ english, translation: null, review: { englishRevision: "rev-2" } })).toBe(
      "missing",
    );
    const rows = translationRows(
      [{ _id: "svc-a", ...english }, { _id: "svc-a__i18n_es", ...translation }, reviewOf("svc-a", "rev-2")],
      ["svc-a"],
    );
    expect(rows.map((row) => row.state)).toEqual(["upToDate"]);
  });
});

describe("the Spanish list's rows", () => {
  it("name each English document once, drafts folded in, with its translation's state", () => {
    const rows = translationRows([
      { _id: "svc-a", title: "Web", ...at("10:00") },
      { _id: "drafts.svc-a", title: "Web (edited)", ...at("10:09") },
      { _id: "svc-a__i18n_es", title: "Desarrollo web", ...at("09:00") },
      { _id: "drafts.svc-b", title: "Apps", ...at("10:00") },
      { _id: "drafts.svc-b__i18n_es", title: "Aplicaciones", ...at("10:01") },
    ]);
    expect(rows).toEqual([
      { englishId: "svc-a", spanishId: "svc-a__i18n_es", title: "Web", state: "outOfDate", hasDraft: false },
      { englishId: "svc-b", spanishId: "svc-b__i18n_es", title: "Apps", state: "missing", hasDraft: true },
    ]);
  });

  it("keep the order of the ids given, listing a page no document holds yet", () => {
    const rows = translationRows([{ _id: "aboutPage", ...at("10:00") }], ["homePage", "aboutPage"]);
    expect(rows.map((row) => [row.englishId, row.state])).toEqual([
      ["homePage", "missing"],
      ["aboutPage", "missing"],
    ]);
  });
});

describe("a new translation", () => {
  it("copies every field of the English under the Spanish draft id, without the lake's own", () => {
    const draft = translationDraft(
      {
        _id: "homePage",
        _type: "homePage",
        _rev: "r1",
        _createdAt: "x",
        _updatedAt: "y",
        hero: { _type: "homeHero", heading: "Hello" },
      },
      "drafts.homePage__i18n_es",
    );
    expect(draft).toEqual({
      _id: "drafts.homePage__i18n_es",
      _type: "homePage",
      hero: { _type: "homeHero", heading: "Hello" },
    });
  });
});

describe("which documents have a Spanish version", () => {
  it("are the translated pages and collections' English documents", () => {
    expect(isTranslatable("homePage", "homePage")).toBe(true);
    expect(isTranslatable("service-web", "service")).toBe(true);
    expect(isTranslatable("companyFacts", "companyFacts")).toBe(false);
    expect(isTranslatable("redirect-1", "redirect")).toBe(false);
    expect(isTranslatable("homePage__i18n_es", "homePage")).toBe(false);
  });

  it("are told apart in GROQ by the id's suffix", async () => {
    const { evaluate, parse } = await import("groq-js");
    const dataset = ["a", "drafts.a", "a__i18n_es", "drafts.a__i18n_es", "versions.r.a__i18n_es"].map(
      (_id) => ({ _id, _type: "service" }),
    );
    const ids = await (await evaluate(parse(`*[${originalsOnly}]._id`), { dataset })).get();
    expect(ids).toEqual(["a", "drafts.a"]);
  });
});
