import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: {
    alias: { "@": fileURLToPath(new URL("./", import.meta.url)) },
  },
  test: {
    include: ["**/*.test.{ts,tsx}"],
    exclude: ["node_modules/**", ".next/**", "tests/e2e/**", ".data/**"],
    environment: "node",
    // Bounds for a busy two-core machine, where validating the whole seed alone took over 5 s (Vitest's
    // default); a test still fails on its assertions, and a hang still ends.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
