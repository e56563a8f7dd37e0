import { LOAD_TIME_DEFINITION } from "../../lib/seo/page-load.ts";
import { OVERALL_DEFINITION, SCORE_RULE, scoreDefinitions } from "../../lib/seo/scoring.ts";
import { css } from "../../styled-system/css/index.mjs";
import { reportBox, reportSubheading } from "./report-styles.ts";

/**
 * The definition of every figure the report shows, printed from the checks and limits the analyzer
 * itself runs on, so the words cannot say something the code does not do. Rendered on the server.
 */
export function HowWeScore() {
  return (
    <details className={reportBox} data-testid="how-we-score">
      <summary className={css({ cursor: "pointer", fontWeight: "semibold" })}>How we score</summary>
      <div className={css({ display: "flex", flexDirection: "column", gap: "5", mt: "4", textStyle: "sm" })}>
        <p>{SCORE_RULE}</p>
        <p>{OVERALL_DEFINITION} The toast after an analysis repeats the SEO Score.</p>
        {scoreDefinitions.map((definition) => (
          <div key={definition.name}>
            <h4 className={reportSubheading}>{definition.name}</h4>
            <ul
              className={css({ display: "flex", flexDirection: "column", gap: "1", listStyle: "none" })}
              aria-label={`${definition.name} checks`}
            >
              {definition.checks.map((check) => (
                <li
                  key={check.id}
                  className={css({
                    display: "flex",
                    justifyContent: "space-between",
                    alignItems: "start",
                    gap: "3",
                  })}
                >
                  <span>{check.label}</span>
                  <span className={css({ fontWeight: "semibold", whiteSpace: "nowrap" })}>
                    {check.weight} points
                  </span>
                </li>
              ))}
            </ul>
          </div>
        ))}
        <div>
          <h4 className={reportSubheading}>Load Time</h4>
          <p>{LOAD_TIME_DEFINITION}</p>
        </div>
      </div>
    </details>
  );
}
