import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { token } from "../../styled-system/tokens/index.mjs";
import { system } from "./system.ts";
import { theme } from "./theme.ts";

/** Every token path a token tree defines, e.g. `colors.brand.600`, `colors.bg` (for `bg.DEFAULT`). */
function tokenPaths(tree: object, prefix: string[] = []): string[] {
  return Object.entries(tree).flatMap(([key, value]) => {
    if (value && typeof value === "object" && "value" in value) {
      return [[...prefix, key].filter((part) => part !== "DEFAULT").join(".")];
    }
    return tokenPaths(value as object, [...prefix, key]);
  });
}

const ownPaths = [...tokenPaths(theme.tokens), ...tokenPaths(theme.semanticTokens)];

let tokenCss: string | undefined;
/** Panda's token CSS, as the build writes it (generated once per run: it takes seconds). */
function pandaTokenCss() {
  if (tokenCss === undefined) {
    const file = join(mkdtempSync(join(tmpdir(), "panda-tokens-")), "tokens.css");
    execFileSync(join("node_modules", ".bin", "panda"), ["cssgen", "tokens", "--silent", "--outfile", file], {
      stdio: "ignore",
    });
    tokenCss = readFileSync(file, "utf8");
  }
  return tokenCss;
}

describe("one theme, two renderers", () => {
  it("gives each of the site's tokens the same CSS variable in Chakra and in Panda", () => {
    expect(ownPaths.length).toBeGreaterThan(40);
    for (const path of ownPaths) {
      const chakra = system.tokens.getByName(path)?.extensions.cssVar?.ref;
      expect(chakra, path).toBeDefined();
      expect(token.var(path as Parameters<typeof token.var>[0]), path).toBe(chakra);
    }
  });

  it("shares Chakra's variable names for the tokens of Chakra's own theme too", () => {
    const chakraTokens = system.tokens.allTokens.filter((entry) => entry.extensions.cssVar);
    expect(chakraTokens.length).toBeGreaterThan(500);
    const differing = chakraTokens
      .filter(
        (entry) => token.var(entry.name as Parameters<typeof token.var>[0]) !== entry.extensions.cssVar?.ref,
      )
      .map((entry) => entry.name);
    // The one token Chakra 3.37 has and its Panda preset lacks, used only by Chakra's own Switch.
    expect(differing).toEqual(["cursor.switch"]);
  });

  // Generating the CSS runs Panda in a child process: seconds when idle, longer on a loaded machine.
  it("sets the light values on the document root with no class or script, and dark values under .dark", {
    timeout: 180_000,
  }, () => {
    const css = pandaTokenCss();
    const rules = [...css.matchAll(/([^{}]+)\{([^{}]*)\}/g)].map(([, selector, body]) => ({
      selector: (selector ?? "").trim(),
      body: body ?? "",
    }));
    const light = rules.find((rule) => rule.body.includes("--chakra-colors-bg: white"));
    expect(light?.selector).toMatch(/:root/);
    const dark = rules.find((rule) => rule.body.includes("--chakra-colors-bg: var(--chakra-colors-ink-950)"));
    expect(dark?.selector).toMatch(/^:where\(\.dark/);
  });

  it("renders the radii l1–l3 as the site's, not Chakra's smaller defaults, in both renderers", () => {
    const css = pandaTokenCss();
    const chakraCss = JSON.stringify(system.getTokenCss());
    for (const [name, value] of [
      ["l1", "0.375rem"],
      ["l2", "0.625rem"],
      ["l3", "1rem"],
    ]) {
      expect(css).toContain(`--chakra-radii-${name}: ${value};`);
      expect(css).not.toMatch(new RegExp(`--chakra-radii-${name}: (?!${value})`));
      expect(chakraCss).toContain(`"--chakra-radii-${name}":"${value}"`);
    }
  });

  it("registers the shared text styles and recipes in Chakra", () => {
    expect(system.getRecipe("surfaceCard")).toBeDefined();
    expect(system.getRecipe("sectionContainer")).toBeDefined();
    expect(system.css({ textStyle: "display" })).toMatchObject({ lineHeight: "1.05", textWrap: "balance" });
    expect(system.css({ textStyle: "eyebrow" })).toMatchObject({ textTransform: "uppercase" });
  });
});
