import type { ProcessPageQueryResult } from "../../../lib/sanity/sanity.types.ts";
import { css } from "../../../styled-system/css/index.mjs";
import { SectionShell } from "../section-shell.tsx";
import { CtaPair, type RenderQuoteCta } from "./cta-link.tsx";

export type BannerContent = NonNullable<ProcessPageQueryResult>["cta"];

/** The call to action that closes a page: a cardinal-red panel with two buttons. */
interface ClosingBannerProps {
  banner: BannerContent;
  id?: string;
  renderQuote?: RenderQuoteCta;
}

export function ClosingBanner({ banner, id = "get-started", renderQuote }: ClosingBannerProps) {
  const titleId = `${id}-title`;
  return (
    <SectionShell id={id} labelledBy={titleId} className={css({ pt: { base: "8", md: "12" } })}>
      <div
        className={css({
          position: "relative",
          overflow: "hidden",
          borderRadius: "l3",
          bgGradient: "to-br",
          gradientFrom: "brand.700",
          gradientTo: "brand.900",
          color: "white",
          // The buttons (links and the quote dialog's) take their white-on-red colours from this palette.
          colorPalette: "onBrand",
          px: { base: "6", md: "16" },
          py: { base: "12", md: "16" },
          boxShadow: "glow",
        })}
      >
        <div
          aria-hidden="true"
          className={css({
            position: "absolute",
            insetEnd: "-20",
            top: "-24",
            boxSize: "80",
            borderRadius: "full",
            borderWidth: "48px",
            borderColor: "whiteAlpha.100",
          })}
        />
        <div
          className={css({
            position: "relative",
            display: "flex",
            flexDirection: "column",
            gap: "5",
            alignItems: "center",
            textAlign: "center",
            maxW: "3xl",
            mx: "auto",
          })}
        >
          <h2
            id={titleId}
            className={css({
              fontFamily: "heading",
              textStyle: { base: "3xl", md: "5xl" },
              fontWeight: "bold",
              letterSpacing: "-0.02em",
              textWrap: "balance",
            })}
          >
            {banner.title}
          </h2>
          <p className={css({ textStyle: { base: "md", md: "lg" }, color: "brand.50", textWrap: "pretty" })}>
            {banner.text}
          </p>
          <div className={css({ pt: "2" })}>
            <CtaPair primary={banner.primary} secondary={banner.secondary} renderQuote={renderQuote} />
          </div>
        </div>
      </div>
    </SectionShell>
  );
}
