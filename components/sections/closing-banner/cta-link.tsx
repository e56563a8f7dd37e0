import { ArrowRight } from "lucide";
import NextLink from "next/link";
import type { ReactNode } from "react";
import { QUOTE_DIALOG_HREF, SECTION_FALLBACK_HREF } from "../../../lib/content/page-sections.ts";
import { css, cx } from "../../../styled-system/css/index.mjs";
import { button } from "../../../styled-system/recipes/index.mjs";
import { SvgIcon } from "../../ui/svg-icon.tsx";
import type { HomeContent } from "../types.ts";

/** A button's label and link as every content query projects them; the home hero's stands for all. */
export type CtaContent = HomeContent["hero"]["primary"];

/**
 * How a content button looks, in terms both renderers know: the site's large button in one of the button
 * recipe's variants, its colours taken from the band's colour palette, and any further Panda class.
 */
export interface CtaLook {
  size: "lg";
  variant: "solid" | "outline";
  className?: string;
}

/** Renders the button that opens the quote dialog, looking like the button it replaces. */
export type RenderQuoteCta = (label: string, look: CtaLook) => ReactNode;

interface CtaLinkProps {
  cta: CtaContent;
  icon?: ReactNode;
  renderQuote?: RenderQuoteCta;
  variant?: CtaLook["variant"];
  /** Further styles of the button (a Panda class), e.g. a panel background behind an outline. */
  className?: string;
}

/**
 * A content button: a link to wherever the editor pointed it, or the quote dialog for `#quote`.
 * Same-page anchors (#seo-analyzer) are plain anchors so the browser scrolls without a client-side
 * navigation.
 */
export function CtaLink({ cta, icon, renderQuote, variant = "solid", className }: CtaLinkProps) {
  if (cta.href === QUOTE_DIALOG_HREF && renderQuote)
    return renderQuote(cta.label, { size: "lg", variant, className });
  const href = cta.href === QUOTE_DIALOG_HREF ? SECTION_FALLBACK_HREF : cta.href;
  const classes = cx(button({ size: "lg", variant }), className);
  const content = (
    <>
      {cta.label}
      {icon}
    </>
  );
  return href.startsWith("#") ? (
    <a href={href} className={classes}>
      {content}
    </a>
  ) : (
    <NextLink href={href} className={classes}>
      {content}
    </NextLink>
  );
}

/**
 * The two buttons that close a page: the primary one with an arrow, the other outlined. Both take their
 * colours from the band's palette (`onBrand` on the cardinal-red banners).
 */
export function CtaPair({
  primary,
  secondary,
  renderQuote,
}: {
  primary: CtaContent;
  secondary: CtaContent;
  renderQuote?: RenderQuoteCta;
}) {
  return (
    <div
      className={css({
        display: "flex",
        flexWrap: "wrap",
        alignItems: "center",
        justifyContent: "center",
        gap: "3",
      })}
    >
      <CtaLink cta={primary} renderQuote={renderQuote} icon={<SvgIcon icon={ArrowRight} />} />
      <CtaLink cta={secondary} renderQuote={renderQuote} variant="outline" />
    </div>
  );
}
