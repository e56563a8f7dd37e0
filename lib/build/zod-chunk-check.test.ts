import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { BuildOutputChanged } from "./compile-hints.ts";
import { zodChunkProblems } from "./zod-chunk-check.ts";

const zod = 'var a=$constructor("$ZodType",function(){});var en={invalid:"Invalid input"};';

let dir: string;
/** A build folder with these browser chunks. */
function build(chunks: Record<string, string>) {
  dir = mkdtempSync(join(tmpdir(), "zod-chunk-"));
  mkdirSync(join(dir, "static", "chunks"), { recursive: true });
  for (const [name, text] of Object.entries(chunks)) writeFileSync(join(dir, "static", "chunks", name), text);
  return dir;
}
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe("zodChunkProblems", () => {
  it("passes zod with its English locale only", () => {
    expect(zodChunkProblems(build({ "a.js": zod, "b.js": "var other=1;" }))).toEqual([]);
  });

  it("names a zod chunk that carries the other locales again", () => {
    const problems = zodChunkProblems(build({ "a.js": `${zod}var de={invalid:"Ungültige Eingabe"};` }));
    expect(problems).toEqual(['a.js: carries zod\'s other locales ("Ungültige Eingabe")']);
  });

  it("names a zod chunk heavier than the budget", () => {
    const heavy = `${zod}var x="${randomBytes(96 * 1024).toString("base64")}";`;
    expect(zodChunkProblems(build({ "a.js": heavy }))[0]).toMatch(/^a\.js: \d+\.\d KiB gzip > 64 KiB$/);
  });

  it("fails the build when no chunk holds zod: the output changed", () => {
    expect(() => zodChunkProblems(build({ "b.js": "var other=1;" }))).toThrow(BuildOutputChanged);
  });
});
