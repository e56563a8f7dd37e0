import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

// The README is the door: short, and every doc is one link away from it. A relative link that points
// nowhere (a file moved, a doc renamed) fails here rather than in a newcomer's browser.
const ROOT = process.cwd();
const README = join(ROOT, "README.md");
const DOCS = join(ROOT, "docs");

const docs = () =>
  readdirSync(DOCS)
    .filter((name) => name.endsWith(".md"))
    .map((name) => join(DOCS, name));

const markdownFiles = () => [
  README,
  ...docs(),
  join(ROOT, "local/supabase/README.md"),
  join(ROOT, "local/lake/README.md"),
];

/** The relative targets of a Markdown file's links and images, without their #fragment. */
function relativeLinks(markdown: string): string[] {
  const withoutCode = markdown.replace(/```[\s\S]*?```/g, "").replace(/`[^`\n]*`/g, "");
  return [...withoutCode.matchAll(/!?\[[^\]]*\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)]
    .map((match) => match[1] ?? "")
    .filter((target) => !/^[a-z][a-z0-9+.-]*:/i.test(target) && !target.startsWith("#"))
    .map((target) => target.split("#")[0] ?? "");
}

describe("the documentation", () => {
  it("reads links and images, not code", () => {
    expect(relativeLinks("[a](docs/a.md#x) ![b](img/b.png) [c](https://x.y) [d](#here) `[e](e.md)`")).toEqual(
      ["docs/a.md", "img/b.png"],
    );
  });

  it("keeps the README short enough to read in two minutes", () => {
    expect(readFileSync(README, "utf8").split("\n").length).toBeLessThanOrEqual(150);
  });

  it.each(markdownFiles().map((file) => relative(ROOT, file)))(
    "%s links only to files that exist",
    (file) => {
      const full = join(ROOT, file);
      const broken = relativeLinks(readFileSync(full, "utf8")).filter(
        (target) => !existsSync(resolve(dirname(full), target)),
      );
      expect(broken).toEqual([]);
    },
  );

  it("links every doc from the README", () => {
    const linked = new Set(
      relativeLinks(readFileSync(README, "utf8")).map((target) => resolve(ROOT, target)),
    );
    expect(
      docs()
        .filter((doc) => !linked.has(doc))
        .map((doc) => relative(ROOT, doc)),
    ).toEqual([]);
  });
});
