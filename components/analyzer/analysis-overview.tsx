import type { Locale } from "../../lib/i18n/locales.ts";
import { say } from "../../lib/seo/say.ts";
import type { SeoAnalysis } from "../../lib/seo/types.ts";
import type { AnalyzerWords } from "../../lib/seo/words.ts";
import { css, cx } from "../../styled-system/css/index.mjs";
import { progress } from "../../styled-system/recipes/index.mjs";
import { formatLoadTime, loadDetail } from "./load-detail.ts";
import { mutedText, reportBox, reportHeading } from "./report-styles.ts";
import { paletteClass, scoreColour } from "./score-colour.ts";

const tile = cx(reportBox, css({ display: "flex", flexDirection: "column", gap: "2", bg: "bg" }));
const label = css({ textStyle: "sm", color: "fg.muted" });
const figure = css({ textStyle: "3xl", fontWeight: "bold" });
const bar = progress({ size: "xs" });

function ScoreTile({ name, score, words }: { name: string; score: number; words: AnalyzerWords }) {
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
        aria-label={say(words, words.report.outOf, { name, score })}
        className={bar.root}
      >
        <div className={bar.track}>
          <div className={bar.range} style={{ width: `${score}%` }} />
        </div>
      </div>
    </div>
  );
}

export function AnalysisOverview({
  result,
  words,
  locale,
}: {
  result: SeoAnalysis;
  words: AnalyzerWords;
  locale: Locale;
}) {
  const report = words.report;
  const loadTime = result.metrics.pageLoadTime;
  return (
    <section aria-labelledby="seo-overview-heading">
      <h3 id="seo-overview-heading" className={reportHeading}>
        {report.overview}
      </h3>
      <div
        className={css({
          display: "grid",
          gridTemplateColumns: { base: "repeat(2, minmax(0, 1fr))", md: "repeat(4, minmax(0, 1fr))" },
          gap: "3",
        })}
      >
        <ScoreTile name={report.overall} score={result.score} words={words} />
        <ScoreTile name={report.seo} score={result.metrics.seoScore} words={words} />
        <ScoreTile name={report.mobile} score={result.metrics.mobileScore} words={words} />
        <div className={tile} data-testid="load-tile">
          <span className={label}>{report.loadTime}</span>
          <span
            className={cx(figure, loadTime === null ? css({ textStyle: "xl" }) : undefined)}
            data-testid="load-time"
          >
            {formatLoadTime(loadTime, words, locale)}
          </span>
          <span className={cx(mutedText, css({ textStyle: "xs" }))} data-testid="load-detail">
            {loadDetail(result.facts.load, words, locale)}
          </span>
        </div>
      </div>
    </section>
  );
}
