// Who a route's scripts belong to, read from the build (`.next`): a chunk a page starts with belongs to the
// client modules the route's client reference manifest lists it for (our components by path, a package's
// by its name: "next", "next-sanity"); a chunk loaded later, by an import(), to the module whose code asks
// for it, or, where that module is not one the manifest names, to the owner of the chunk holding it. So a
// route whose scripts grow names the change that grew them.
//
// Turbopack writes each chunk as `push([script, id, factory, id, factory, …])`; an import() of a module is
// `e.A(id)` of a small module that loads its chunks (`e.v(… Promise.all(["static/chunks/….js", …]) …)`).
import { existsSync, readdirSync, readFileSync } from "node:fs";
import vm from "node:vm";

const FACTORY = /[[,](\d+),(?:[A-Za-z_$][\w$]*|\([\w$,]*\))=>\{/g;
const LOADER = /^e\.v\([\w$]+=>Promise\.all\(\[((?:"static\/chunks\/[^"]+",?)*)\]/;
const LAZY_IMPORT = /\be\.A\((\d+)\)/g;

/** A manifest's module key as an owner: our module's path, or the package's name. */
function ownerName(key) {
  const path = key
    .replace(/^\[project\]\//, "")
    .replace(/ <module evaluation>$/, "")
    .replace(/ \[.*$/, "");
  const inPackage = /^node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(path);
  return inPackage ? inPackage[1] : path;
}

/** The route's page entry in the build (its key in the app path routes manifest). */
function pageEntry(build, route) {
  const routes = JSON.parse(readFileSync(`${build}/app-path-routes-manifest.json`, "utf8"));
  const pattern = (path) =>
    new RegExp(`^${path.replace(/\[\.\.\.[^\]]+\]/g, ".+").replace(/\[[^\]]+\]/g, "[^/]+")}$`);
  const pages = Object.entries(routes).filter(([entry]) => entry.endsWith("/page"));
  const exact = pages.find(([, path]) => path === route);
  // A landing page is served from its own route folder (proxy.ts rewrites its address there).
  return (exact ??
    pages.find(([, path]) => pattern(path).test(route)) ??
    pages.find(([entry]) => entry.includes("landing-pages")))?.[0];
}

function readManifest(build, entry) {
  const file = `${build}/server/app${entry}_client-reference-manifest.js`;
  if (!existsSync(file)) return undefined;
  const context = {};
  context.globalThis = context;
  vm.runInNewContext(readFileSync(file, "utf8"), context);
  return context.__RSC_MANIFEST?.[entry];
}

/** Every chunk's module factories, the import() loaders among them, and what each factory imports lazily. */
function readChunks(build) {
  const chunksDir = `${build}/static/chunks`;
  const moduleChunk = new Map(); // module id → chunk path
  const loaders = new Map(); // loader module id → chunk paths
  const lazyImports = new Map(); // module id → loader ids
  for (const name of readdirSync(chunksDir).filter((n) => n.endsWith(".js"))) {
    const chunk = `/_next/static/chunks/${name}`;
    const code = readFileSync(`${chunksDir}/${name}`, "utf8");
    const starts = [...code.matchAll(FACTORY)];
    starts.forEach((match, index) => {
      const id = match[1];
      const body = code.slice(match.index + match[0].length, starts[index + 1]?.index ?? code.length);
      moduleChunk.set(id, chunk);
      const loader = LOADER.exec(body);
      if (loader)
        loaders.set(
          id,
          [...loader[1].matchAll(/"static\/chunks\/([^"]+)"/g)].map((m) => `/_next/static/chunks/${m[1]}`),
        );
      const imports = [...body.matchAll(LAZY_IMPORT)].map((m) => m[1]);
      if (imports.length) lazyImports.set(id, imports);
    });
  }
  return { moduleChunk, loaders, lazyImports };
}

/**
 * A function naming the owner of each of the route's chunks (`"next"`, `"components/layout/site-header.tsx"`,
 * `"components/forms/quote-dialog-trigger.tsx → import()"`); undefined for the route's framework chunks,
 * which only the build's root files name (`"next (framework)"`).
 * @param {string} build the build folder (`.next`)
 * @param {string} route
 */
export function chunkOwners(build, route) {
  const entry = pageEntry(build, route);
  const manifest = entry ? readManifest(build, entry) : undefined;
  const owners = new Map(); // chunk → owner names
  const add = (chunk, name) => {
    if (!owners.has(chunk)) owners.set(chunk, new Set());
    owners.get(chunk).add(name);
  };
  const named = new Map(); // module id → owner name
  for (const [key, module] of Object.entries(manifest?.clientModules ?? {})) {
    named.set(String(module.id), ownerName(key));
    for (const chunk of module.chunks) add(chunk.startsWith("/") ? chunk : `/_next/${chunk}`, ownerName(key));
  }
  const buildManifest = JSON.parse(readFileSync(`${build}/build-manifest.json`, "utf8"));
  for (const file of buildManifest.rootMainFiles ?? []) add(`/_next/${file}`, "next (framework)");

  // Chunks loaded by an import(): owned by the importing module, or by the chunk that holds it.
  const { moduleChunk, loaders, lazyImports } = readChunks(build);
  for (let pass = 0; pass < 4; pass++) {
    for (const [importer, loaderIds] of lazyImports) {
      const holder = moduleChunk.get(importer);
      const by =
        named.get(importer) ??
        (holder && owners.has(holder) ? [...owners.get(holder)].join(" + ") : undefined);
      if (!by) continue;
      for (const loaderId of loaderIds)
        for (const chunk of loaders.get(loaderId) ?? [])
          if (!owners.has(chunk)) add(chunk, `${by} → import()`);
    }
  }
  return (chunk) => {
    const names = owners.get(chunk);
    return names ? [...names].sort().join(", ") : "unknown";
  };
}
