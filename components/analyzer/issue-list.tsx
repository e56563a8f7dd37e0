import { CircleX, type IconNode, Info, TriangleAlert } from "lucide";
import { say } from "../../lib/seo/say.ts";
import type { IssueType, SeoIssue } from "../../lib/seo/types.ts";
import type { AnalyzerWords } from "../../lib/seo/words.ts";
import { css, cx } from "../../styled-system/css/index.mjs";
import { SvgIcon } from "../ui/svg-icon.tsx";
import { LevelBadge } from "./level-badge.tsx";
import { mutedText, plainList, reportBox, reportHeading } from "./report-styles.ts";

const typeIcon: Record<IssueType, { icon: IconNode; colour: string }> = {
  error: { icon: CircleX, colour: css({ color: "red.fg" }) },
  warning: { icon: TriangleAlert, colour: css({ color: "orange.fg" }) },
  info: { icon: Info, colour: css({ color: "blue.fg" }) },
};

export function IssueList({ issues, words }: { issues: SeoIssue[]; words: AnalyzerWords }) {
  return (
    <section aria-labelledby="seo-issues-heading">
      <h3 id="seo-issues-heading" className={reportHeading}>
        {say(words, words.report.issues, { count: issues.length })}
      </h3>
      {issues.length === 0 ? (
        <p className={mutedText}>{words.report.noIssues}</p>
      ) : (
        <ul className={plainList}>
          {issues.map((issue) => {
            const kind = typeIcon[issue.type];
            const text = words.issues[issue.id];
            return (
              <li
                key={issue.id}
                className={cx(reportBox, css({ display: "flex", alignItems: "start", gap: "3" }))}
              >
                <span
                  role="img"
                  aria-label={words.types[issue.type]}
                  className={cx(kind.colour, css({ display: "inline-flex", mt: "0.5" }))}
                >
                  <SvgIcon icon={kind.icon} size={20} />
                </span>
                <div className={css({ display: "flex", flexDirection: "column", gap: "1", flex: "1" })}>
                  <div className={css({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: "2" })}>
                    <span className={css({ fontWeight: "semibold" })}>{text.title}</span>
                    <LevelBadge level={issue.impact} words={words} />
                  </div>
                  <p className={css({ textStyle: "sm" })}>{say(words, text.description, issue.values)}</p>
                  <p className={cx(mutedText, css({ textStyle: "xs" }))}>
                    {words.categories[issue.category]}
                  </p>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
