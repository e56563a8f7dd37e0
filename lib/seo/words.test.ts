import { describe, expect, it } from "vitest";
import { es } from "../i18n/dictionaries/es.ts";
import { buildFindings } from "./findings.ts";
import { say } from "./say.ts";
import { perfectPage } from "./testing-facts.ts";
import type { SeoIssue, SeoRecommendation } from "./types.ts";
import { type AnalyzerWords, analyzerWords, counted } from "./words.ts";

/** A page that fails nearly every check, so most findings are written. */
function brokenPage() {
  const page = perfectPage();
  page.technicalSEO.hasSSL = false;
  page.technicalSEO.metaTags = { title: true, description: true, keywords: false, viewport: true };
  page.technicalSEO.headings = { h1Count: 3, h2Count: 0, hasProperStructure: false };
  page.technicalSEO.images = { total: 5, withoutAlt: 2, oversized: 3 };
  page.technicalSEO.hasSitemap = false;
  page.facts.noindex = true;
  page.facts.titleLength = 90;
  page.facts.descriptionLength = 12;
  page.facts.zoomAllowed = false;
  page.facts.canonical = null;
  page.facts.lang = null;
  page.facts.openGraph = { title: null, description: "d", image: null, url: "https://other.example/" };
  page.facts.htmlBytes = 600 * 1024;
  page.facts.redirects = ["http://a.example/", "https://a.example/"];
  page.facts.load = { ...page.facts.load, seconds: 4.25, bytes: 900 * 1024, filesTimed: 4, filesFailed: 1 };
  return page;
}

const wordIssue = (words: AnalyzerWords, issue: SeoIssue) => ({
  title: words.issues[issue.id].title,
  description: say(words, words.issues[issue.id].description, issue.values),
});
const wordAdvice = (words: AnalyzerWords, rec: SeoRecommendation) => ({
  title: words.recommendations[rec.id].title,
  description: say(words, words.recommendations[rec.id].description, rec.values),
  action: say(words, words.recommendations[rec.id].action, rec.values),
});

describe("the analyzer's words", () => {
  const { issues, recommendations } = buildFindings(brokenPage());

  it("word each finding from its id and values as the engine's English answer does", () => {
    expect(issues.length).toBeGreaterThan(12);
    for (const issue of issues) expect(issue, issue.id).toMatchObject(wordIssue(analyzerWords, issue));
    for (const rec of recommendations) expect(rec, rec.id).toMatchObject(wordAdvice(analyzerWords, rec));
  });

  it("word every finding in Spanish, every slot filled", () => {
    const spanish = [
      ...issues.map((issue) => wordIssue(es.analyzer, issue)),
      ...recommendations.map((rec) => wordAdvice(es.analyzer, rec)),
    ];
    for (const text of spanish) expect(Object.values(text).join(" ")).not.toMatch(/\{\w+\}/);
    expect(spanish.map((text) => text.title)).toContain("Varios encabezados H1");
    expect(spanish.map((text) => text.description)).toContain("2 de 5 imágenes no tienen texto alternativo.");
    expect(spanish.map((text) => text.description)).toContain(
      "3 imágenes tienen más de 200 KB o más de 2500 píxeles de ancho.",
    );
    expect(spanish.map((text) => text.description)).toContain(
      "El título tiene 90 caracteres; en los resultados de búsqueda se ven mejor de 30 a 60.",
    );
  });

  it("takes a count's singular form in each language", () => {
    const values = { missing: 1, images: counted(1, "image"), lacks: counted(1, "lacks") };
    expect(say(analyzerWords, analyzerWords.issues.imagesWithoutAlt.description, values)).toBe(
      "1 of 1 image lacks alt text.",
    );
    expect(say(es.analyzer, es.analyzer.issues.imagesWithoutAlt.description, values)).toBe(
      "1 de 1 imagen no tiene texto alternativo.",
    );
    expect(say(es.analyzer, es.analyzer.recommendations.singleH1.action, { others: counted(1, "h1") })).toBe(
      "Deje un solo H1 y convierta en H2 el resto (1 H1).",
    );
  });

  it("leave a slot it has no value for as written", () => {
    expect(say(analyzerWords, "{a} and {b}", { a: 1 })).toBe("1 and {b}");
  });
});
