import type { SeoAnalysis } from "../../lib/seo/types.ts";
import { css, cx } from "../../styled-system/css/index.mjs";
import { progress } from "../../styled-system/recipes/index.mjs";
import { formatLoadTime, loadDetail } from "./load-detail.ts";
import { mutedText, reportBox, reportHeading } from "./report-styles.ts";
import { paletteClass, scoreColour } from "./score-colour.ts";

const tile = cx(reportBox, css({ display: "flex", flexDirection: "column", gap: "2", bg: "bg" }));
const label = css({ textStyle: "sm", color: "fg.muted" });
const figure = css({ textStyle: "3xl", fontWeight: "bold" });
const bar = progress({ size: "xs" });

function ScoreTile({ name, score }: { name: string; score: number }) {
  const colour = scoreColour(score);
  return (
    <div className={cx(tile, paletteClass[colour])} data-testid="score-tile">
      <span className={label}>{name}</span>
      <span className={cx(figure, css({ color: "colorPalette.fg" }))} data-score-colour={colour}>
        {score}
        <span className={css({ textStyle: "sm", color: "fg.muted", fontWeight: "normal" })}>/100</span>
      </span>
      <div
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={score}
        aria-label={`${name}: ${score} of 100`}
        className={bar.root}
      >
        <div className={bar.track}>
          <div className={bar.range} style={{ width: `${score}%` }} />
        </div>
      </div>
    </div>
  );
}

export function AnalysisOverview({ result }: { result: SeoAnalysis }) {
  const loadTime = result.metrics.pageLoadTime;
  return (
    <section aria-labelledby="seo-overview-heading">
      <h3 id="seo-overview-heading" className={reportHeading}>
        Overview
      </h3>
      <div
        className={css({
          display: "grid",
          gridTemplateColumns: { base: "repeat(2, minmax(0, 1fr))", md: "repeat(4, minmax(0, 1fr))" },
          gap: "3",
        })}
      >
        <ScoreTile name="Overall Score" score={result.score} />
        <ScoreTile name="SEO Score" score={result.metrics.seoScore} />
        <ScoreTile name="Mobile Score" score={result.metrics.mobileScore} />
        <div className={tile} data-testid="load-tile">
          <span className={label}>Load Time</span>
          <span
            className={cx(figure, loadTime === null ? css({ textStyle: "xl" }) : undefined)}
            data-testid="load-time"
          >
            {formatLoadTime(loadTime)}
          </span>
          <span className={cx(mutedText, css({ textStyle: "xs" }))} data-testid="load-detail">
            {loadDetail(result.facts.load)}
          </span>
        </div>
      </div>
    </section>
  );
}
