import { Button, type ButtonProps } from "@chakra-ui/react";
import NextLink from "next/link";
import type { ReactNode } from "react";

export interface CtaContent {
  label: string;
  href: string;
}

/** The link an editor gives a button to make it open the quote request dialog. */
export const QUOTE_DIALOG_HREF = "#quote";

/** Where a quote button leads when the page mounts no dialog. */
const QUOTE_FALLBACK_HREF = "/#contact";

export type CtaButtonProps = Omit<ButtonProps, "asChild" | "children">;

/** Renders the button that opens the quote dialog, styled like the button it replaces. */
export type RenderQuoteCta = (label: string, buttonProps: CtaButtonProps) => ReactNode;

interface CtaLinkProps extends CtaButtonProps {
  cta: CtaContent;
  icon?: ReactNode;
  renderQuote?: RenderQuoteCta;
}

/**
 * A content button: a link to wherever the editor pointed it, or the quote dialog for `#quote`.
 * Same-page anchors (#seo-analyzer) are plain anchors so the browser scrolls without a client-side
 * navigation.
 */
export function CtaLink({ cta, icon, renderQuote, size = "lg", ...rest }: CtaLinkProps) {
  const buttonProps: CtaButtonProps = { size, borderRadius: "full", ...rest };
  if (cta.href === QUOTE_DIALOG_HREF && renderQuote) return renderQuote(cta.label, buttonProps);
  const href = cta.href === QUOTE_DIALOG_HREF ? QUOTE_FALLBACK_HREF : cta.href;
  const content = (
    <>
      {cta.label}
      {icon}
    </>
  );
  return (
    <Button asChild {...buttonProps}>
      {href.startsWith("#") ? <a href={href}>{content}</a> : <NextLink href={href}>{content}</NextLink>}
    </Button>
  );
}
