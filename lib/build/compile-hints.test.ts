import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { addCompileHints, BuildOutputChanged, COMPILE_HINT, publicStartupChunks } from "./compile-hints.ts";

/** A build folder shaped like `next build`'s: a framework chunk, a public page's, the Studio's. */
function buildFolder() {
  const dir = mkdtempSync(join(tmpdir(), "compile-hints-"));
  const write = (path: string, text: string) => {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  };
  write("build-manifest.json", JSON.stringify({ rootMainFiles: ["static/chunks/framework.js"] }));
  const manifest = (route: string, chunks: string[]) =>
    `globalThis.__RSC_MANIFEST = globalThis.__RSC_MANIFEST || {};\nglobalThis.__RSC_MANIFEST["${route}"] = ${JSON.stringify({ entryJSFiles: { [`[project]/app${route}`]: chunks } })};`;
  write(
    "server/app/(site)/page_client-reference-manifest.js",
    manifest("/(site)/page", ["static/chunks/home.js"]),
  );
  write(
    "server/app/(site)/services/[slug]/page_client-reference-manifest.js",
    manifest("/(site)/services/[slug]/page", [
      "static/chunks/home.js",
      "static/chunks/service.js",
      "static/chunks/x.css",
    ]),
  );
  write(
    "server/app/(studio)/studio/[[...tool]]/page_client-reference-manifest.js",
    manifest("/(studio)/studio/[[...tool]]/page", ["static/chunks/studio.js"]),
  );
  for (const chunk of ["framework", "home", "service", "studio", "lazy-dialog"])
    write(`static/chunks/${chunk}.js`, `console.log("${chunk}");\n`);
  write("static/chunks/service.js.map", JSON.stringify({ version: 3, mappings: "AAAA" }));
  return dir;
}

describe("compile hints", () => {
  it("find the framework's chunks and the public pages' entry chunks, not the Studio's or lazy ones", () => {
    expect(publicStartupChunks(buildFolder())).toEqual([
      "static/chunks/framework.js",
      "static/chunks/home.js",
      "static/chunks/service.js",
    ]);
  });

  it("open each of those chunks once, move its source map a line down and leave the rest untouched", () => {
    const dir = buildFolder();
    const read = (chunk: string) => readFileSync(join(dir, "static/chunks", chunk), "utf8");
    expect(addCompileHints(dir)).toHaveLength(3);
    expect(read("home.js")).toBe(`${COMPILE_HINT}console.log("home");\n`);
    expect(read("framework.js").startsWith(COMPILE_HINT)).toBe(true);
    expect(JSON.parse(read("service.js.map")).mappings).toBe(";AAAA");
    expect(read("studio.js")).toBe('console.log("studio");\n');
    expect(read("lazy-dialog.js")).toBe('console.log("lazy-dialog");\n');
    expect(addCompileHints(dir)).toEqual([]);
    expect(read("home.js")).toBe(`${COMPILE_HINT}console.log("home");\n`);
  });

  it("fail the build, changing no chunk, when Next's output no longer has the shape they read", () => {
    const changed = (change: (dir: string) => void, message: RegExp) => {
      const dir = buildFolder();
      change(dir);
      expect(() => addCompileHints(dir)).toThrow(BuildOutputChanged);
      expect(() => addCompileHints(dir)).toThrow(message);
      expect(readFileSync(join(dir, "static/chunks/home.js"), "utf8")).toBe('console.log("home");\n');
    };
    changed((dir) => rmSync(join(dir, "build-manifest.json")), /build-manifest\.json/);
    changed((dir) => writeFileSync(join(dir, "build-manifest.json"), "{}"), /rootMainFiles/);
    changed(
      (dir) => rmSync(join(dir, "server/app/(site)"), { recursive: true }),
      /page_client-reference-manifest/,
    );
    changed(
      (dir) =>
        writeFileSync(
          join(dir, "server/app/(site)/page_client-reference-manifest.js"),
          'globalThis.__RSC_MANIFEST = { "/(site)/page": { clientModules: {} } };',
        ),
      /entryJSFiles/,
    );
    changed((dir) => rmSync(join(dir, "static/chunks/service.js")), /static\/chunks\/service\.js/);
  });
});
