import { CircleCheck, CircleX } from "lucide";
import type { ReactNode } from "react";
import type { TechnicalSeo } from "../../lib/seo/types.ts";
import type { AnalyzerWords } from "../../lib/seo/words.ts";
import { css, cx } from "../../styled-system/css/index.mjs";
import { SvgIcon } from "../ui/svg-icon.tsx";
import { reportBox, reportHeading, reportSubheading } from "./report-styles.ts";

const row = css({ display: "flex", justifyContent: "space-between", alignItems: "center", gap: "3" });
const rowLabel = css({ textStyle: "sm" });

function Check({ label, passed, words }: { label: string; passed: boolean; words: AnalyzerWords }) {
  return (
    <li className={row} data-passed={passed}>
      <span className={rowLabel}>{label}</span>
      <span
        role="img"
        aria-label={passed ? words.report.pass : words.report.fail}
        className={css({ display: "inline-flex", color: passed ? "green.fg" : "red.fg" })}
      >
        <SvgIcon icon={passed ? CircleCheck : CircleX} size={20} />
      </span>
    </li>
  );
}

function Count({ label, value }: { label: string; value: number }) {
  return (
    <li className={row}>
      <span className={rowLabel}>{label}</span>
      <span className={css({ textStyle: "sm", fontWeight: "semibold" })}>{value}</span>
    </li>
  );
}

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className={reportBox}>
      <h4 className={cx(reportSubheading, css({ mb: "3" }))}>{title}</h4>
      <ul
        className={css({ display: "flex", flexDirection: "column", gap: "2", listStyle: "none" })}
        aria-label={title}
      >
        {children}
      </ul>
    </div>
  );
}

export function TechnicalSeoPanel({ technical, words }: { technical: TechnicalSeo; words: AnalyzerWords }) {
  const r = words.report;
  return (
    <section aria-labelledby="seo-technical-heading">
      <h3 id="seo-technical-heading" className={reportHeading}>
        {r.technical}
      </h3>
      <div
        className={css({
          display: "grid",
          gridTemplateColumns: { base: "1fr", md: "repeat(3, minmax(0, 1fr))" },
          gap: "3",
        })}
      >
        <Group title={r.securityGroup}>
          <Check label={r.ssl} passed={technical.hasSSL} words={words} />
          <Check label={r.robots} passed={technical.hasRobotsTxt} words={words} />
          <Check label={r.sitemap} passed={technical.hasSitemap} words={words} />
        </Group>
        <Group title={r.metaGroup}>
          <Check label={r.titleTag} passed={technical.metaTags.title} words={words} />
          <Check label={r.metaDescription} passed={technical.metaTags.description} words={words} />
          <Check label={r.viewportTag} passed={technical.metaTags.viewport} words={words} />
        </Group>
        <Group title={r.contentGroup}>
          <Count label={r.h1} value={technical.headings.h1Count} />
          <Count label={r.h2} value={technical.headings.h2Count} />
          <Count label={r.images} value={technical.images.total} />
          <Count label={r.missingAlt} value={technical.images.withoutAlt} />
        </Group>
      </div>
    </section>
  );
}
