// Lets Node run the app's own TypeScript modules as the bundler does: `@/` is the repository's root
// (tsconfig's paths) and an import without an extension names a .ts or .tsx file. The admin bench reads
// the dashboard's areas from their definitions (components/admin/areas.ts), which are written for the app.
// Used as `node --import ./tests/bench/aliases.mjs`.
import { existsSync } from "node:fs";
import { registerHooks } from "node:module";
import { fileURLToPath, pathToFileURL } from "node:url";

const ROOT = pathToFileURL(`${process.cwd()}/`).href;

registerHooks({
  resolve(specifier, context, next) {
    const aliased = specifier.startsWith("@/") ? ROOT + specifier.slice(2) : specifier;
    const relative = aliased.startsWith(".") || aliased.startsWith("file:");
    if (relative && !/\.[cm]?[jt]sx?$/.test(aliased)) {
      const base = new URL(aliased, context.parentURL).href;
      for (const ending of [".ts", ".tsx", "/index.ts"]) {
        if (existsSync(fileURLToPath(base + ending))) return next(base + ending, context);
      }
    }
    return next(aliased, context);
  },
});
