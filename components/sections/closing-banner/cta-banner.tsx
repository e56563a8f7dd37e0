import { css, cx } from "../../../styled-system/css/index.mjs";
import { surfaceCard } from "../../../styled-system/recipes/index.mjs";
import { SectionShell } from "../section-shell.tsx";
import type { BannerContent } from "./closing-banner.tsx";
import { CtaPair } from "./cta-link.tsx";

/** The closing call to action of a page: a title, a sentence and two buttons. */
export function CtaBanner({ banner, id = "call-to-action" }: { banner: BannerContent; id?: string }) {
  const titleId = `${id}-title`;
  return (
    <SectionShell id={id} labelledBy={titleId} className={css({ pt: "0" })}>
      <div
        className={cx(
          surfaceCard({ tone: "brand" }),
          css({ alignItems: "center", textAlign: "center", gap: "5", py: { base: "10", md: "14" } }),
        )}
      >
        <h2
          id={titleId}
          className={css({
            fontFamily: "heading",
            textStyle: { base: "2xl", md: "4xl" },
            fontWeight: "bold",
            textWrap: "balance",
          })}
        >
          {banner.title}
        </h2>
        <p className={css({ maxW: "2xl", textStyle: { base: "md", md: "lg" }, color: "brand.contrast" })}>
          {banner.text}
        </p>
        <CtaPair primary={banner.primary} secondary={banner.secondary} />
      </div>
    </SectionShell>
  );
}
