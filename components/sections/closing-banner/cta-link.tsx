import { Button, type ButtonProps } from "@chakra-ui/react";
import NextLink from "next/link";
import type { ReactNode } from "react";

export interface CtaContent {
  label: string;
  href: string;
}

interface CtaLinkProps extends Omit<ButtonProps, "asChild" | "children"> {
  cta: CtaContent;
  icon?: ReactNode;
}

/**
 * A content button: a link to wherever the editor pointed it. Same-page anchors (#seo-analyzer) are
 * plain anchors so the browser scrolls without a client-side navigation.
 */
export function CtaLink({ cta, icon, size = "lg", ...buttonProps }: CtaLinkProps) {
  const content = (
    <>
      {cta.label}
      {icon}
    </>
  );
  return (
    <Button asChild size={size} borderRadius="full" {...buttonProps}>
      {cta.href.startsWith("#") ? (
        <a href={cta.href}>{content}</a>
      ) : (
        <NextLink href={cta.href}>{content}</NextLink>
      )}
    </Button>
  );
}
