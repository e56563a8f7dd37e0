"use client";

import { ChakraProvider } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { Toaster } from "./chakra-toaster.tsx";
import { EmotionRegistry } from "./emotion-registry.tsx";
import { system } from "./system.ts";

/**
 * The design system and toasts. The site is light only: the documents say so on <html> (./light-document.ts)
 * rather than through a theme script, which a prerendered page's Content-Security-Policy would have to
 * list and a per-request page would have to give its nonce.
 */
export function Provider({ children }: { children: ReactNode }) {
  return (
    <EmotionRegistry>
      <ChakraProvider value={system}>
        {children}
        <Toaster />
      </ChakraProvider>
    </EmotionRegistry>
  );
}
