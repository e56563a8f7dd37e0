import type { Locale } from "../../lib/i18n/locales.ts";
import type { SeoAnalysis } from "../../lib/seo/types.ts";
import type { AnalyzerWords } from "../../lib/seo/words.ts";
import { css } from "../../styled-system/css/index.mjs";
import { AnalysisOverview } from "./analysis-overview.tsx";
import { IssueList } from "./issue-list.tsx";
import { RecommendationList } from "./recommendation-list.tsx";
import { TechnicalSeoPanel } from "./technical-seo.tsx";

export interface ReportProps {
  result: SeoAnalysis;
  running: boolean;
  /** The page's language and its words: the findings are worded from their ids and values. */
  words: AnalyzerWords;
  locale: Locale;
}

/** The whole report of one analysis; the form loads it with the first result (or on first focus). */
export function AnalysisReport({ result, running, words, locale }: ReportProps) {
  return (
    <div
      className={css({ display: "flex", flexDirection: "column", gap: "8" })}
      aria-busy={running}
      data-testid="seo-results"
      data-url={result.url}
    >
      <p className={css({ textStyle: "sm", color: "fg.muted" })}>
        {words.report.reportFor}{" "}
        <span className={css({ fontWeight: "semibold", color: "fg", wordBreak: "break-all" })}>
          {result.url}
        </span>
      </p>
      <AnalysisOverview result={result} words={words} locale={locale} />
      <IssueList issues={result.issues} words={words} />
      <RecommendationList recommendations={result.recommendations} words={words} />
      <TechnicalSeoPanel technical={result.technicalSEO} words={words} />
    </div>
  );
}
