import { readFileSync } from "node:fs";
import { relative } from "node:path";
import { describe, expect, it } from "vitest";
import { importedPaths, ROOT, resolveFile, sourceFiles } from "./imports.ts";

// Two modules that import each other (types included) cannot be read, tested or moved one at a time,
// and a value read during the other's evaluation is undefined. Lazy `import()` is left out: it runs
// after both modules have loaded.
const AREAS = ["app", "components", "lib"];

type Graph = Map<string, string[]>;

/** The modules reachable from the areas' files, each with the repository files it imports statically. */
function importGraph(): Graph {
  const graph: Graph = new Map();
  const pending = AREAS.flatMap(sourceFiles);
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    if (graph.has(file)) continue;
    const targets = importedPaths(file, readFileSync(file, "utf8"), { staticOnly: true })
      .map(resolveFile)
      .filter((target): target is string => target !== null);
    graph.set(file, targets);
    pending.push(...targets);
  }
  return graph;
}

/** The groups of modules that reach one another through their imports (Tarjan's components), size 2 and up. */
function importCycles(graph: Graph): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node) as number);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node) as number, low.get(next) as number));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node) as number, index.get(next) as number));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const group: string[] = [];
    for (let member = stack.pop(); member !== undefined; member = stack.pop()) {
      onStack.delete(member);
      group.push(member);
      if (member === node) break;
    }
    if (group.length > 1 || (graph.get(node) ?? []).includes(node)) cycles.push(group.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return cycles;
}

describe("imports form no cycle", () => {
  it("finds a cycle through three modules and a module importing itself, not a shared import", () => {
    const graph: Graph = new Map([
      ["a", ["b", "shared"]],
      ["b", ["c", "shared"]],
      ["c", ["a"]],
      ["d", ["d", "shared"]],
      ["shared", []],
    ]);
    expect(importCycles(graph)).toEqual([["a", "b", "c"], ["d"]]);
  });

  it("reads type-only and re-exporting imports, not lazy ones", () => {
    const file = `${ROOT}/lib/example.ts`;
    const source = [
      'import type { A } from "./a";',
      'export { b } from "@/lib/b";',
      'const c = await import("./c");',
    ].join("\n");
    expect(importedPaths(file, source, { staticOnly: true })).toEqual(["lib/a", "lib/b"]);
  });

  it("app, components and lib import no module that imports them back", () => {
    const graph = importGraph();
    expect(graph.size).toBeGreaterThan(500);
    const cycles = importCycles(graph).map((group) =>
      group.map((file) => relative(ROOT, file)).join(" <-> "),
    );
    expect(cycles).toEqual([]);
  });
});
