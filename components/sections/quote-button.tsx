import { Button } from "@chakra-ui/react";
import { ArrowRight } from "lucide-react";
import NextLink from "next/link";

/** Until the quote dialog is mounted, the quote buttons lead to the contact section. */
export function defaultQuoteButton(label: string) {
  return (
    <Button asChild size="lg" borderRadius="full">
      <NextLink href="/#contact">
        {label}
        <ArrowRight aria-hidden="true" />
      </NextLink>
    </Button>
  );
}
