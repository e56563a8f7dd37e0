import { readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { importedPaths, ROOT, sourceFiles } from "./imports.ts";

// The product reaches its services through configuration (URLs, keys, a mail server or an outbox
// file), as it does a hosted project: it never imports the local stand-ins for Supabase and the
// Content Lake, which only `npm run dev`, `npm start` and the tests start beside it.
const PRODUCT = ["app", "components", "lib", "deploy", "proxy.ts", "instrumentation.ts", "next.config.mjs"];
const TWINS = ["local/supabase", "local/lake"];

const importsOfTwins = (file: string) =>
  importedPaths(file, readFileSync(file, "utf8")).filter((path) =>
    TWINS.some((twin) => path === twin || path.startsWith(`${twin}/`)),
  );

describe("the product never imports a local twin", () => {
  it("reads what an import names, whatever its form", () => {
    const file = join(ROOT, "lib/leads/example.ts");
    const [stack, lake] = TWINS;
    const source = [
      `import { a } from "@/${stack}/mail";`,
      `import b from "../../${stack}/keys.mjs";`,
      `const c = await import("../../${lake}/lake.ts");`,
      'import "react";',
    ].join("\n");
    expect(importedPaths(file, source)).toEqual([`${stack}/mail`, `${stack}/keys.mjs`, `${lake}/lake.ts`]);
  });

  it.each(PRODUCT)("%s imports neither local/supabase nor local/lake", (path) => {
    const offenders = sourceFiles(path).flatMap((file) =>
      importsOfTwins(file).map((twin) => `${relative(ROOT, file)} -> ${twin}`),
    );
    expect(offenders).toEqual([]);
  });
});
