import { renderToString } from "react-dom/server";
import { prerender } from "react-dom/static";
import { describe, expect, it } from "vitest";
import { es } from "../../lib/i18n/dictionaries/es.ts";
import { scoreDefinitions } from "../../lib/seo/scoring.ts";
import type { SeoAnalysis } from "../../lib/seo/types.ts";
import { analyzerWords, counted } from "../../lib/seo/words.ts";
import { AnalysisReport } from "./analysis-report.tsx";
import { SeoAnalyzer } from "./seo-analyzer.tsx";

const html = (node: React.ReactNode) => renderToString(node).replace(/<!-- -->/g, "");

/** The HTML once every island's code has loaded, as the server sends the page. */
async function pageHtml(node: React.ReactNode) {
  const { prelude } = await prerender(node);
  return (await new Response(prelude).text()).replace(/<!-- -->/g, "");
}

const result: SeoAnalysis = {
  url: "https://example.com/",
  score: 69,
  issues: [
    {
      id: "titleTooLong",
      values: { length: counted(80, "character"), min: 30, max: 60 },
      type: "warning",
      category: "Meta Tags",
      title: "Title Too Long",
      description: "The title is 80 characters; 30–60 display best in search results.",
      impact: "medium",
    },
  ],
  recommendations: [
    {
      id: "shortenTitle",
      values: { min: 30, max: 60 },
      priority: "high",
      title: "Shorten the Title",
      description: "Search results cut long titles off.",
      action: "Rewrite the title to 30–60 characters.",
    },
  ],
  metrics: { pageLoadTime: 1.24, mobileScore: 55, accessibilityScore: 90, seoScore: 85 },
  technicalSEO: {
    hasSSL: false,
    hasRobotsTxt: true,
    hasSitemap: true,
    metaTags: { title: true, description: true, keywords: false, viewport: true },
    headings: { h1Count: 1, h2Count: 3, hasProperStructure: true },
    images: { total: 4, withoutAlt: 1, oversized: 0 },
  },
  facts: {
    load: { seconds: 1.24, bytes: 220_160, filesFound: 3, filesTimed: 3, filesFailed: 0, unmeasured: null },
  } as SeoAnalysis["facts"],
};

describe("SeoAnalyzer", () => {
  it("sends its frame, the labelled URL field and every scoring rule in the page's HTML", async () => {
    const page = await pageHtml(<SeoAnalyzer />);
    expect(page).toMatch(/<h2[^>]*id="seo-analyzer-title"[^>]*>SEO Analyzer<\/h2>/);
    const id = page.match(/<label[^>]*for="([^"]+)"[^>]*>Website URL/)?.[1];
    expect(id).toBeTruthy();
    expect(page).toMatch(new RegExp(`<input[^>]*id="${id}"[^>]*type="url"`));
    expect(page).toMatch(/<button[^>]*type="submit"[^>]*>.*Analyze<\/button>/);
    for (const definition of scoreDefinitions)
      expect(page).toContain(`aria-label="${definition.name} checks"`);
    expect(page).not.toContain("seo-results");
    expect(page).not.toContain("chakra");
  });
});

describe("AnalysisReport", () => {
  it("colours each score by its band and states it to assistive technology", () => {
    const report = html(<AnalysisReport result={result} running={false} words={analyzerWords} locale="en" />);
    expect(report.match(/data-score-colour="(\w+)"/g)).toEqual([
      'data-score-colour="yellow"',
      'data-score-colour="green"',
      'data-score-colour="red"',
    ]);
    expect(report).toMatch(/role="progressbar"[^>]*aria-valuenow="85"[^>]*aria-label="SEO Score: 85 of 100"/);
    expect(report).toContain("1.2s");
    expect(report).toContain("Page weight 215 KB: the HTML and 3 files.");
  });

  it("names each mark, badge and count the way the screen shows them", () => {
    const report = html(<AnalysisReport result={result} running={true} words={analyzerWords} locale="en" />);
    expect(report).toContain('aria-busy="true"');
    expect(report).toMatch(/role="img" aria-label="Warning"/);
    expect(report).toMatch(/>Issues Found \(1\)</);
    expect(report).toMatch(/>medium<\/span>/);
    expect(report).toMatch(/>high<\/span>/);
    expect(report).toMatch(/data-passed="false"[\s\S]*?aria-label="Fail"/);
    expect(report).toMatch(/H2 Tags<\/span><span[^>]*>3</);
  });
});

describe("the analyzer in Spanish", () => {
  it("sends its frame, field, button and every scoring rule in Spanish", async () => {
    const page = await pageHtml(<SeoAnalyzer locale="es" />);
    expect(page).toMatch(/<h2[^>]*id="seo-analyzer-title"[^>]*>Analizador SEO<\/h2>/);
    expect(page).toMatch(/<label[^>]*>Dirección del sitio web/);
    expect(page).toMatch(/<button[^>]*type="submit"[^>]*>.*Analizar<\/button>/);
    expect(page).toContain('name="locale" value="es"');
    expect(page).toContain("Cómo calificamos");
    expect(page).toContain('aria-label="Revisiones de Puntuación SEO"');
    expect(page).toContain("Título de 30 a 60 caracteres");
    expect(page).toContain("12 puntos");
    for (const english of ["SEO Analyzer", "Website URL", "How we score", "points"])
      expect(page).not.toContain(english);
  });

  it("words the report, each finding and its advice from their ids, in es-US numbers", () => {
    const report = html(<AnalysisReport result={result} running={false} words={es.analyzer} locale="es" />);
    expect(report).toContain("Informe de");
    expect(report).toMatch(/>Resumen</);
    expect(report).toMatch(/aria-label="Puntuación SEO: 85 de 100"/);
    expect(report).toContain("1.2 s");
    expect(report).toContain("Peso de la página 215 KB: el HTML y 3 archivos.");
    expect(report).toMatch(/>Problemas encontrados \(1\)</);
    expect(report).toMatch(/role="img" aria-label="Advertencia"/);
    expect(report).toContain("Título demasiado largo");
    expect(report).toContain(
      "El título tiene 80 caracteres; en los resultados de búsqueda se ven mejor de 30 a 60.",
    );
    expect(report).toMatch(/>media<\/span>/);
    expect(report).toContain("Acorte el título");
    expect(report).toContain("Qué hacer:");
    expect(report).toContain("Reescriba el título con 30 a 60 caracteres.");
    expect(report).toMatch(/>Metaetiquetas</);
    expect(report).toMatch(/data-passed="false"[\s\S]*?aria-label="No aprobado"/);
    expect(report).toMatch(/Etiquetas H2<\/span><span[^>]*>3</);
    for (const english of ["Title Too Long", "Overview", "Issues Found", "Action:", "Fail"])
      expect(report).not.toContain(english);
  });
});
