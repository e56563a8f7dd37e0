import { loadDefinitionValues } from "../../lib/seo/page-load.ts";
import { say } from "../../lib/seo/say.ts";
import { checkValues, overallValues, scoreDefinitions } from "../../lib/seo/scoring.ts";
import type { AnalyzerWords } from "../../lib/seo/words.ts";
import { css } from "../../styled-system/css/index.mjs";
import { reportBox, reportSubheading } from "./report-styles.ts";

/**
 * The definition of every figure the report shows, printed from the checks and limits the analyzer
 * itself runs on, so the words cannot say something the code does not do. Rendered on the server.
 */
export function HowWeScore({ words }: { words: AnalyzerWords }) {
  const scoring = words.scoring;
  return (
    <details className={reportBox} data-testid="how-we-score">
      <summary className={css({ cursor: "pointer", fontWeight: "semibold" })}>{scoring.title}</summary>
      <div className={css({ display: "flex", flexDirection: "column", gap: "5", mt: "4", textStyle: "sm" })}>
        <p>{scoring.rule}</p>
        <p>
          {say(words, scoring.overall, overallValues)} {scoring.toastNote}
        </p>
        {scoreDefinitions.map((definition) => {
          const name = scoring.scores[definition.key];
          return (
            <div key={definition.key}>
              <h4 className={reportSubheading}>{name}</h4>
              <ul
                className={css({ display: "flex", flexDirection: "column", gap: "1", listStyle: "none" })}
                aria-label={say(words, scoring.checksOf, { name })}
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
                    <span>{say(words, scoring.checks[check.id], checkValues[check.id])}</span>
                    <span className={css({ fontWeight: "semibold", whiteSpace: "nowrap" })}>
                      {say(words, scoring.points, { weight: check.weight })}
                    </span>
                  </li>
                ))}
              </ul>
            </div>
          );
        })}
        <div>
          <h4 className={reportSubheading}>{scoring.loadTime}</h4>
          <p>{say(words, scoring.loadDefinition, loadDefinitionValues)}</p>
        </div>
      </div>
    </details>
  );
}
