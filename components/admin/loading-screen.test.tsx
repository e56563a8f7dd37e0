import { ChakraProvider } from "@chakra-ui/react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { system } from "../ui/system.ts";
import { AdminLoadingScreen } from "./loading-screen.tsx";

describe("AdminLoadingScreen", () => {
  it("announces a spinner and the initializing text while the dashboard loads", () => {
    const html = renderToString(
      <ChakraProvider value={system}>
        <AdminLoadingScreen />
      </ChakraProvider>,
    );
    expect(html).toMatch(/role="status"[^>]*aria-live="polite"/);
    expect(html).toContain("chakra-spinner");
    expect(html).toContain("Initializing dashboard...");
  });
});
