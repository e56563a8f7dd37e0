// After `next build`: every prerendered page, read through the cache handler exactly as a server reads
// it, must load its start-up chunks through the loader (lib/cache-csp/start-up-scripts.ts) and carry a
// Content-Security-Policy naming the hash of every inline script it runs, the loader's included, and a
// page that streams an island's HTML must define React's reveal runtime as the loader uses it
// (lib/runtime/island-reveal.ts). These steps read Next's and React's output (chunk tags, cache entries,
// inline runtime); when a release changes it they would quietly serve pages without the deferral, their
// policy or the early reveal, so the build fails here instead, naming each page and what is missing.
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { nodeFs } from "next/dist/server/lib/node-fs-methods.js";
import { routeMatcherOf } from "../cache-csp/prerendered-pages.mjs";
import { loaderScript } from "../cache-csp/start-up-scripts.ts";
import { revealRuntimeProblem } from "../runtime/island-reveal.ts";
import { notFoundRoute } from "../runtime/routes.ts";
import { BuildOutputChanged } from "./compile-hints.ts";

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

// Inline scripts the browser runs (no src; no type, or a JavaScript one), read independently of the handler.
const INLINE_SCRIPT = /<script((?:\s+(?!src\b)[\w-]+(?:="[^"]*")?)*)>([\s\S]*?)<\/script>/g;
const RUNS = (attributes: string) =>
  !/\btype="(?!text\/javascript"|application\/javascript"|module")/.test(attributes);

type Served = { value?: { kind?: string; html?: unknown; headers?: Record<string, unknown> } | null } | null;
// Next's file cache and the handler built on it; the context is Next's own type.
type Handler = { get(key: string, context: never): Promise<unknown> };

/** The cache key of a prerendered path in Next's file cache (`/` is stored as `index`). */
const cacheKey = (path: string) => (path === "/" ? "/index" : path);

/** What is wrong with one served page, or nothing. */
export function pageProblems(path: string, served: Served): string[] {
  const value = served?.value;
  if (value?.kind !== "APP_PAGE" || typeof value.html !== "string")
    return [`${path}: the cache handler did not read it as an App Router page with HTML`];
  const html = value.html;
  const problems: string[] = [];
  const loader = loaderScript(html);
  if (!loader)
    problems.push(`${path}: no start-up loader (Next's chunk <script src async> markup not found)`);
  const policy = String(value.headers?.["content-security-policy"] ?? "");
  const scriptSrc = policy.split(/;\s*/).find((directive) => directive.startsWith("script-src "));
  if (!scriptSrc) {
    problems.push(`${path}: no Content-Security-Policy with a script-src in its cache entry`);
    return problems;
  }
  const allowed = new Set(scriptSrc.split(" ").slice(1));
  const unlisted = [...html.matchAll(INLINE_SCRIPT)]
    .filter(([, attributes = ""]) => RUNS(attributes))
    .map(([, , text = ""]) => text)
    .filter((text) => !allowed.has(sha256(text)));
  if (unlisted.length > 0)
    problems.push(`${path}: ${unlisted.length} inline script(s) whose hash the policy lacks`);
  if (loader && !allowed.has(sha256(loader))) problems.push(`${path}: the policy lacks the loader's hash`);
  const reveal = revealRuntimeProblem(html);
  if (reveal) problems.push(`${path}: ${reveal}`);
  return problems;
}

/** The paths `next build` prerendered (App Router pages: entries with an RSC data route). */
export function prerenderedPaths(distDir: string): string[] {
  const file = join(distDir, "prerender-manifest.json");
  let routes: Record<string, { dataRoute?: unknown }>;
  try {
    routes = JSON.parse(readFileSync(file, "utf8")).routes;
  } catch (error) {
    throw new BuildOutputChanged(`prerendered pages: ${file} could not be read (${String(error)})`);
  }
  const paths = Object.entries(routes ?? {})
    .filter(([, route]) => route.dataRoute)
    .map(([path]) => path);
  if (paths.length === 0) throw new BuildOutputChanged(`prerendered pages: ${file} lists no App Router page`);
  return paths.sort();
}

/** Reads every prerendered page through the handler; throws BuildOutputChanged listing every problem. */
export async function checkPrerenderedPages(distDir: string, handler: Handler): Promise<number> {
  const paths = prerenderedPaths(distDir);
  const problems: string[] = [];
  for (const path of paths) {
    const context = { kind: "APP_PAGE", isRoutePPREnabled: false, isFallback: false };
    const served = (await handler.get(cacheKey(path), context as never)) as Served;
    problems.push(...pageProblems(path, served));
  }
  if (problems.length > 0) throw new BuildOutputChanged(`prerendered pages:\n  ${problems.join("\n  ")}`);
  return paths.length;
}

/**
 * proxy.ts sends an address no route has, or no published document has, to the prerendered 404: the
 * manifest it tells them apart by must still route that page and no unknown address.
 */
export function checkNotFoundRouting(distDir: string, prerendered: string[]): void {
  const file = join(distDir, "routes-manifest.json");
  let routed: (pathname: string) => boolean;
  try {
    routed = routeMatcherOf(JSON.parse(readFileSync(file, "utf8")));
  } catch (error) {
    throw new BuildOutputChanged(`404 routing: ${file} could not be read (${String(error)})`);
  }
  if (!routed(notFoundRoute) || !prerendered.includes(notFoundRoute))
    throw new BuildOutputChanged(`404 routing: ${notFoundRoute} is not a prerendered route of the build`);
  if (routed("/no-such-page/at-all"))
    throw new BuildOutputChanged("404 routing: a route answers every address (a catch-all hides the 404)");
}

if (import.meta.main) {
  // The build's own files, whatever shared cache the servers will use.
  delete process.env.REDIS_URL;
  const { distDir, previewModeIdOf } = await import("../cache-csp/prerendered-pages.mjs");
  const { default: Handler } = await import("../cache-csp/csp-cache-handler.mjs");
  const context = { fs: nodeFs, serverDistDir: join(distDir, "server"), flushToDisk: false, dev: false };
  const handler = new Handler(context as never);
  try {
    const count = await checkPrerenderedPages(distDir, handler);
    checkNotFoundRouting(distDir, prerenderedPaths(distDir));
    // proxy.ts tells a real draft mode cookie from any other value by this id.
    try {
      previewModeIdOf(JSON.parse(readFileSync(join(distDir, "prerender-manifest.json"), "utf8")));
    } catch (error) {
      throw new BuildOutputChanged(`draft mode: ${String(error)}`);
    }
    console.log(`prerendered pages: ${count} served with the start-up loader and their scripts' hashes`);
  } catch (error) {
    console.error(error instanceof BuildOutputChanged ? `\n✖ ${error.message}\n` : error);
    process.exit(1);
  }
}
