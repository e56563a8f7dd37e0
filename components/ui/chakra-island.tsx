"use client";

import { ChakraProvider } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { system } from "./system";

/**
 * Chakra for one part of a marketing page that loads on first use (the quote dialog, the toaster): the
 * pages themselves are styled by Panda and never load Chakra's runtime at first paint.
 */
export function ChakraIsland({ children }: { children: ReactNode }) {
  return <ChakraProvider value={system}>{children}</ChakraProvider>;
}
