import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

// The product reaches its services through configuration (URLs, keys, a mail server or an outbox
// file), as it does a hosted project: it never imports the local stand-ins for Supabase and the
// Content Lake, which only `npm run dev`, `npm start` and the tests start beside it.
const ROOT = process.cwd();
const PRODUCT = ["app", "components", "lib", "deploy", "proxy.ts", "instrumentation.ts", "next.config.mjs"];
const TWINS = ["supabase/local", "studio/local-lake"];

function sourceFiles(path: string): string[] {
  const full = join(ROOT, path);
  if (/\.(m?[jt]sx?)$/.test(path)) return [full];
  return readdirSync(full, { withFileTypes: true, recursive: true })
    .filter(
      (entry) => entry.isFile() && /\.(m?[jt]sx?|cjs)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name),
    )
    .map((entry) => join(entry.parentPath, entry.name));
}

const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|\brequire\s*\(\s*|^\s*import\s+)["']([^"']+)["']/gm;

/** The repository paths a file imports (relative and `@/` specifiers; packages are left out). */
function importedPaths(file: string, source: string): string[] {
  return [...source.matchAll(SPECIFIER)]
    .map((match) => match[1] ?? "")
    .flatMap((specifier) => {
      if (specifier.startsWith("@/")) return [specifier.slice(2)];
      if (specifier.startsWith(".")) return [relative(ROOT, resolve(dirname(file), specifier))];
      return [];
    });
}

const importsOfTwins = (file: string) =>
  importedPaths(file, readFileSync(file, "utf8")).filter((path) =>
    TWINS.some((twin) => path === twin || path.startsWith(`${twin}/`)),
  );

describe("the product never imports a local twin", () => {
  it("reads what an import names, whatever its form", () => {
    const file = join(ROOT, "lib/leads/example.ts");
    const source = [
      'import { a } from "@/supabase/local/mail";',
      'import b from "../../supabase/local/keys.mjs";',
      'const c = await import("../../studio/local-lake/lake.ts");',
      'import "react";',
    ].join("\n");
    expect(importedPaths(file, source)).toEqual([
      "supabase/local/mail",
      "supabase/local/keys.mjs",
      "studio/local-lake/lake.ts",
    ]);
  });

  it.each(PRODUCT)("%s imports neither supabase/local nor studio/local-lake", (path) => {
    const offenders = sourceFiles(path).flatMap((file) =>
      importsOfTwins(file).map((twin) => `${relative(ROOT, file)} -> ${twin}`),
    );
    expect(offenders).toEqual([]);
  });
});
