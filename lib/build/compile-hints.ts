import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { runInNewContext } from "node:vm";
import { distDir as buildDir, cachedPagesOf } from "../cache-csp/prerendered-pages.mjs";

// Chrome compiles every function of a script that opens with this comment on the background thread that
// streams it in (V8's explicit compile hints). Without it, each function compiles on the main thread the
// first time it runs, and a public page runs most of React, the router and its islands while it hydrates:
// on / that lazy compiling was the largest single cost of hydration. Browsers without the feature read a
// comment.
export const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";

/** The route group that holds the public site; /admin and /studio load large bundles they use in part. */
const PUBLIC_ROUTE_GROUP = "(site)";

/** The Spanish site (/es): the same islands under a layout of its own, hinted the same way. */
const SPANISH_ROUTE_GROUP = "(site-es)";

type ClientReferenceManifest = { entryJSFiles?: Record<string, string[]> };

/** Next's build output no longer has the shape this step reads: the build fails instead of shipping without it. */
export class BuildOutputChanged extends Error {
  override name = "BuildOutputChanged";
}

function manifestsUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith("page_client-reference-manifest.js"))
    .map((file) => join(dir, file));
}

/**
 * The chunks a public page runs at start-up, relative to the build folder: the framework's own
 * (`rootMainFiles`) and every public page's and layout's client entry chunks. Throws BuildOutputChanged
 * when the build manifest, the public pages' client-reference manifests or the chunks they name are
 * not where and what they were.
 */
export function publicStartupChunks(distDir: string): string[] {
  const buildManifest = join(distDir, "build-manifest.json");
  if (!existsSync(buildManifest)) throw new BuildOutputChanged(`compile hints: no ${buildManifest}`);
  const build = JSON.parse(readFileSync(buildManifest, "utf8")) as { rootMainFiles?: unknown };
  if (!Array.isArray(build.rootMainFiles) || build.rootMainFiles.length === 0)
    throw new BuildOutputChanged(`compile hints: ${buildManifest} lists no rootMainFiles`);
  const chunks = new Set(build.rootMainFiles as string[]);
  const pagesDir = join(distDir, "server", "app", PUBLIC_ROUTE_GROUP);
  const manifests = manifestsUnder(pagesDir);
  if (manifests.length === 0)
    throw new BuildOutputChanged(`compile hints: no page_client-reference-manifest.js under ${pagesDir}`);
  manifests.push(...manifestsUnder(join(distDir, "server", "app", SPANISH_ROUTE_GROUP)));
  for (const file of manifests) {
    // Each manifest is a script that assigns itself to globalThis.__RSC_MANIFEST[route].
    const scope: { __RSC_MANIFEST?: Record<string, ClientReferenceManifest> } = {};
    runInNewContext(readFileSync(file, "utf8"), scope);
    const routes = Object.values(scope.__RSC_MANIFEST ?? {});
    if (routes.length === 0 || routes.some((manifest) => !manifest.entryJSFiles))
      throw new BuildOutputChanged(
        `compile hints: ${file} no longer sets __RSC_MANIFEST[route].entryJSFiles`,
      );
    for (const manifest of routes)
      for (const files of Object.values(manifest.entryJSFiles ?? {}))
        for (const chunk of files) chunks.add(chunk);
  }
  const scripts = [...chunks].filter((chunk) => chunk.endsWith(".js")).sort();
  const missing = scripts.filter((chunk) => !existsSync(join(distDir, chunk)));
  if (missing.length > 0)
    throw new BuildOutputChanged(
      `compile hints: the manifests name chunks the build did not write: ${missing.join(", ")}`,
    );
  return scripts;
}

/** Opens each public start-up chunk with the compile hint; a chunk that already has it is left alone. */
export function addCompileHints(distDir: string): string[] {
  const hinted: string[] = [];
  for (const chunk of publicStartupChunks(distDir)) {
    const path = join(distDir, chunk);
    const code = readFileSync(path, "utf8");
    if (code.startsWith(COMPILE_HINT)) continue;
    writeFileSync(path, COMPILE_HINT + code);
    // The hint takes the first line, so a source map (when the build writes them) starts one line later.
    const mapPath = `${path}.map`;
    if (existsSync(mapPath)) {
      const map = JSON.parse(readFileSync(mapPath, "utf8")) as { mappings: string };
      writeFileSync(mapPath, JSON.stringify({ ...map, mappings: `;${map.mappings}` }));
    }
    hinted.push(chunk);
  }
  return hinted;
}

if (import.meta.main) {
  try {
    // proxy.ts tells cached pages from per-request ones by this manifest: a format it cannot read fails here.
    const manifest = JSON.parse(readFileSync(join(buildDir, "prerender-manifest.json"), "utf8"));
    if (!cachedPagesOf(manifest).onDemand.some((route) => route.test("/insights/a-new-case-study"))) {
      throw new BuildOutputChanged(
        "The prerender manifest no longer names /insights/[slug] as rendered on demand",
      );
    }
    const hinted = addCompileHints(buildDir);
    console.log(`compile hints: ${hinted.length} start-up chunks of the public site`);
  } catch (error) {
    console.error(
      error instanceof BuildOutputChanged
        ? `
✖ ${error.message}
`
        : error,
    );
    process.exit(1);
  }
}
