import type { SeoAnalysis } from "../../lib/seo/types.ts";
import { css } from "../../styled-system/css/index.mjs";
import { AnalysisOverview } from "./analysis-overview.tsx";
import { IssueList } from "./issue-list.tsx";
import { RecommendationList } from "./recommendation-list.tsx";
import { TechnicalSeoPanel } from "./technical-seo.tsx";

/** The whole report of one analysis; the form loads it with the first result (or on first focus). */
export function AnalysisReport({ result, running }: { result: SeoAnalysis; running: boolean }) {
  return (
    <div
      className={css({ display: "flex", flexDirection: "column", gap: "8" })}
      aria-busy={running}
      data-testid="seo-results"
      data-url={result.url}
    >
      <p className={css({ textStyle: "sm", color: "fg.muted" })}>
        Report for{" "}
        <span className={css({ fontWeight: "semibold", color: "fg", wordBreak: "break-all" })}>
          {result.url}
        </span>
      </p>
      <AnalysisOverview result={result} />
      <IssueList issues={result.issues} />
      <RecommendationList recommendations={result.recommendations} />
      <TechnicalSeoPanel technical={result.technicalSEO} />
    </div>
  );
}
