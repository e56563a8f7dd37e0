import { ArrowRight } from "lucide";
import NextLink from "next/link";
import { SvgIcon } from "@/components/ui/svg-icon";
import { button } from "@/styled-system/recipes";

/** Until the quote dialog is mounted, the quote buttons lead to the contact section. */
export function defaultQuoteButton(label: string) {
  return (
    <NextLink href="/#contact" className={button({ size: "lg" })}>
      {label}
      <SvgIcon icon={ArrowRight} />
    </NextLink>
  );
}
