"use client";

import { ChakraIsland } from "@/components/ui/chakra-island";
import { QuoteDialog, type QuoteDialogProps } from "./quote-dialog";

/** The quote dialog with the Chakra context it needs, loaded as one piece on first use. */
export function QuoteDialogIsland(props: QuoteDialogProps) {
  return (
    <ChakraIsland>
      <QuoteDialog {...props} />
    </ChakraIsland>
  );
}
