import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { ROOT } from "./imports.ts";

// A comment says the rule it follows, or links to the product's own docs: a numbered section of a
// document that is not in the repository tells the next reader nothing. Migrations are never edited once
// applied: the sections the first ones cite are kept in docs/product-rules.md, under the same numbers.
const FOLDERS = ["app", "components", "lib", "studio", "tests", "deploy", "docs", "local/supabase"];
const CITATION = /\bspec\b[^\n]{0,12}§\s*\d/i;

const files = (folder: string) =>
  readdirSync(join(ROOT, folder), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(m?[jt]sx?|md|sql|css)$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));

describe("code cites what the repository holds", () => {
  it("reads a numbered citation of the spec, not a section sign elsewhere", () => {
    expect(CITATION.test("the load-failure toast (spec §8)")).toBe(true);
    expect(CITATION.test('Spec §3 "Hosting summary"')).toBe(true);
    expect(CITATION.test("see docs/security.md § Redirects")).toBe(false);
  });

  it.each(FOLDERS)("%s cites no numbered section of a spec", (folder) => {
    const offenders = files(folder)
      .filter((file) => file !== fileURLToPath(import.meta.url))
      .flatMap((file) =>
        readFileSync(file, "utf8")
          .split("\n")
          .flatMap((line, index) => (CITATION.test(line) ? [`${relative(ROOT, file)}:${index + 1}`] : [])),
      );
    expect(offenders).toEqual([]);
  });

  it("the migrations cite only sections docs/product-rules.md holds", () => {
    const held = new Set(
      [...readFileSync(join(ROOT, "docs", "product-rules.md"), "utf8").matchAll(/^## §(\d+)\b/gm)].map(
        (match) => match[1],
      ),
    );
    const dir = join(ROOT, "supabase", "migrations");
    const cited = readdirSync(dir).flatMap((name) =>
      readFileSync(join(dir, name), "utf8")
        .split("\n")
        .filter((line) => CITATION.test(line))
        .flatMap((line) => [...line.matchAll(/§\s*(\d+)/g)].map((match) => ({ name, section: match[1] }))),
    );
    expect(cited.length).toBeGreaterThan(0);
    expect(cited.filter(({ section }) => !held.has(section))).toEqual([]);
  });
});
