import { CircleX, type IconNode, Info, TriangleAlert } from "lucide";
import type { IssueType, SeoIssue } from "../../lib/seo/types.ts";
import { css, cx } from "../../styled-system/css/index.mjs";
import { SvgIcon } from "../ui/svg-icon.tsx";
import { LevelBadge } from "./level-badge.tsx";
import { mutedText, plainList, reportBox, reportHeading } from "./report-styles.ts";

const typeIcon: Record<IssueType, { icon: IconNode; colour: string; label: string }> = {
  error: { icon: CircleX, colour: css({ color: "red.fg" }), label: "Error" },
  warning: { icon: TriangleAlert, colour: css({ color: "orange.fg" }), label: "Warning" },
  info: { icon: Info, colour: css({ color: "blue.fg" }), label: "Info" },
};

export function IssueList({ issues }: { issues: SeoIssue[] }) {
  return (
    <section aria-labelledby="seo-issues-heading">
      <h3 id="seo-issues-heading" className={reportHeading}>
        Issues Found ({issues.length})
      </h3>
      {issues.length === 0 ? (
        <p className={mutedText}>No issues found.</p>
      ) : (
        <ul className={plainList}>
          {issues.map((issue) => {
            const kind = typeIcon[issue.type];
            return (
              <li
                key={issue.title}
                className={cx(reportBox, css({ display: "flex", alignItems: "start", gap: "3" }))}
              >
                <span
                  role="img"
                  aria-label={kind.label}
                  className={cx(kind.colour, css({ display: "inline-flex", mt: "0.5" }))}
                >
                  <SvgIcon icon={kind.icon} size={20} />
                </span>
                <div className={css({ display: "flex", flexDirection: "column", gap: "1", flex: "1" })}>
                  <div className={css({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: "2" })}>
                    <span className={css({ fontWeight: "semibold" })}>{issue.title}</span>
                    <LevelBadge level={issue.impact} />
                  </div>
                  <p className={css({ textStyle: "sm" })}>{issue.description}</p>
                  <p className={cx(mutedText, css({ textStyle: "xs" }))}>{issue.category}</p>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
