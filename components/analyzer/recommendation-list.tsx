import type { SeoRecommendation } from "../../lib/seo/types.ts";
import { css, cx } from "../../styled-system/css/index.mjs";
import { LevelBadge } from "./level-badge.tsx";
import { mutedText, plainList, reportBox, reportHeading } from "./report-styles.ts";

export function RecommendationList({ recommendations }: { recommendations: SeoRecommendation[] }) {
  return (
    <section aria-labelledby="seo-recommendations-heading">
      <h3 id="seo-recommendations-heading" className={reportHeading}>
        Recommendations
      </h3>
      {recommendations.length === 0 ? (
        <p className={mutedText}>Nothing to change: this page follows every check.</p>
      ) : (
        <ul className={plainList}>
          {recommendations.map((rec) => (
            <li
              key={rec.title}
              className={cx(reportBox, css({ display: "flex", flexDirection: "column", gap: "1" }))}
            >
              <div className={css({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: "2" })}>
                <span className={css({ fontWeight: "semibold" })}>{rec.title}</span>
                <LevelBadge level={rec.priority} />
              </div>
              <p className={css({ textStyle: "sm" })}>{rec.description}</p>
              <p className={css({ textStyle: "sm", color: "brand.fg" })}>
                <span className={css({ fontWeight: "semibold" })}>Action:</span> {rec.action}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
