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
    // Vitest's default (one worker per core but one) runs a single file at a time on two cores, while the
    // stack tests spend much of their time waiting on their stacks.
    maxWorkers: "100%",
    hookTimeout: 60_000,
  },
});
