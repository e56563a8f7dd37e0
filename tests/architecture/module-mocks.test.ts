import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

// The unit files share one module graph per worker (vitest.config.ts): a module mock there answers
// whichever file comes next, and a module another file loaded first answers instead of the mock. A file
// that mocks a module is named *.mocked.test.ts and runs in a graph of its own.
const MOCKS_A_MODULE = /\bvi\.(?:do)?[mM]ock\(/;
const OWN_GRAPH = /\.mocked\.test\.tsx?$|^(?:supabase|local\/supabase)\//;

describe("module mocks stay in files with a module graph of their own", () => {
  it("finds a mock wherever a file is written", () => {
    // Written in parts, so this file is not one of the files it finds.
    const vi = "vi";
    expect(MOCKS_A_MODULE.test(`${vi}.mock("../sanity/fetch.ts", () => ({}))`)).toBe(true);
    expect(MOCKS_A_MODULE.test(`${vi}.doMock('./a.ts')`)).toBe(true);
    expect(MOCKS_A_MODULE.test(`const fetchMock = ${vi}.fn()`)).toBe(false);
  });

  it("every unit file that mocks a module is named *.mocked.test", () => {
    const tests = execFileSync("git", ["ls-files", "*.test.ts", "*.test.tsx"], { encoding: "utf8" })
      .split("\n")
      .filter(Boolean);
    const misplaced = tests.filter(
      (file) => !OWN_GRAPH.test(file) && MOCKS_A_MODULE.test(readFileSync(file, "utf8")),
    );
    expect(misplaced).toEqual([]);
  });
});
