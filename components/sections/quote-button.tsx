import { ArrowRight } from "lucide";
import NextLink from "next/link";
import { button } from "../../styled-system/recipes/index.mjs";
import { SvgIcon } from "../ui/svg-icon.tsx";

/** Until the quote dialog is mounted, the quote buttons lead to the contact section. */
export function defaultQuoteButton(label: string) {
  return (
    <NextLink href="/#contact" className={button({ size: "lg" })}>
      {label}
      <SvgIcon icon={ArrowRight} />
    </NextLink>
  );
}
