"use client";

import { ChakraProvider } from "@chakra-ui/react";
import { ThemeProvider } from "next-themes";
import type { ReactNode } from "react";
import { EmotionRegistry } from "./emotion-registry";
import { system } from "./system";
import { Toaster } from "./toaster";

/** `nonce`: this response's CSP nonce, for the theme script next-themes writes into the page. */
export function Provider({ children, nonce }: { children: ReactNode; nonce?: string }) {
  return (
    <EmotionRegistry>
      <ChakraProvider value={system}>
        <ThemeProvider
          nonce={nonce}
          attribute="class"
          defaultTheme="light"
          enableSystem={false}
          disableTransitionOnChange
        >
          {children}
          <Toaster />
        </ThemeProvider>
      </ChakraProvider>
    </EmotionRegistry>
  );
}
