import { CircleCheck, CircleX } from "lucide";
import type { ReactNode } from "react";
import type { TechnicalSeo } from "../../lib/seo/types.ts";
import { css, cx } from "../../styled-system/css/index.mjs";
import { SvgIcon } from "../ui/svg-icon.tsx";
import { reportBox, reportHeading, reportSubheading } from "./report-styles.ts";

const row = css({ display: "flex", justifyContent: "space-between", alignItems: "center", gap: "3" });
const rowLabel = css({ textStyle: "sm" });

function Check({ label, passed }: { label: string; passed: boolean }) {
  return (
    <li className={row} data-passed={passed}>
      <span className={rowLabel}>{label}</span>
      <span
        role="img"
        aria-label={passed ? "Pass" : "Fail"}
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

export function TechnicalSeoPanel({ technical }: { technical: TechnicalSeo }) {
  return (
    <section aria-labelledby="seo-technical-heading">
      <h3 id="seo-technical-heading" className={reportHeading}>
        Technical SEO
      </h3>
      <div
        className={css({
          display: "grid",
          gridTemplateColumns: { base: "1fr", md: "repeat(3, minmax(0, 1fr))" },
          gap: "3",
        })}
      >
        <Group title="Security and Structure">
          <Check label="SSL Certificate" passed={technical.hasSSL} />
          <Check label="Robots.txt" passed={technical.hasRobotsTxt} />
          <Check label="XML Sitemap" passed={technical.hasSitemap} />
        </Group>
        <Group title="Meta Tags">
          <Check label="Title Tag" passed={technical.metaTags.title} />
          <Check label="Meta Description" passed={technical.metaTags.description} />
          <Check label="Viewport Tag" passed={technical.metaTags.viewport} />
        </Group>
        <Group title="Content Structure">
          <Count label="H1 Tags" value={technical.headings.h1Count} />
          <Count label="H2 Tags" value={technical.headings.h2Count} />
          <Count label="Images Total" value={technical.images.total} />
          <Count label="Missing Alt" value={technical.images.withoutAlt} />
        </Group>
      </div>
    </section>
  );
}
