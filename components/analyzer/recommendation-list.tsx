import { say } from "../../lib/seo/say.ts";
import type { SeoRecommendation } from "../../lib/seo/types.ts";
import type { AnalyzerWords } from "../../lib/seo/words.ts";
import { css, cx } from "../../styled-system/css/index.mjs";
import { LevelBadge } from "./level-badge.tsx";
import { mutedText, plainList, reportBox, reportHeading } from "./report-styles.ts";

export function RecommendationList({
  recommendations,
  words,
}: {
  recommendations: SeoRecommendation[];
  words: AnalyzerWords;
}) {
  return (
    <section aria-labelledby="seo-recommendations-heading">
      <h3 id="seo-recommendations-heading" className={reportHeading}>
        {words.report.recommendations}
      </h3>
      {recommendations.length === 0 ? (
        <p className={mutedText}>{words.report.nothingToChange}</p>
      ) : (
        <ul className={plainList}>
          {recommendations.map((rec) => {
            const text = words.recommendations[rec.id];
            return (
              <li
                key={rec.id}
                className={cx(reportBox, css({ display: "flex", flexDirection: "column", gap: "1" }))}
              >
                <div className={css({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: "2" })}>
                  <span className={css({ fontWeight: "semibold" })}>{text.title}</span>
                  <LevelBadge level={rec.priority} words={words} />
                </div>
                <p className={css({ textStyle: "sm" })}>{say(words, text.description, rec.values)}</p>
                <p className={css({ textStyle: "sm", color: "brand.fg" })}>
                  <span className={css({ fontWeight: "semibold" })}>{words.report.action}</span>{" "}
                  {say(words, text.action, rec.values)}
                </p>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
