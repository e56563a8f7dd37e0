// The production server for a benchmark: `npm start` (the site and, without a hosted project, the local
// Supabase stack) in its own process group, built first when there is no build.
import { spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

export function ensureBuild() {
  if (existsSync(".next/BUILD_ID") && !process.env.BENCH_REBUILD) return;
  console.log("Building the site once for the benchmark...");
  const build = spawnSync("npm", ["run", "--silent", "build"], { stdio: "inherit", env: process.env });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

/**
 * Starts the site on 127.0.0.1:`port` with `env` added; resolves once it answers.
 * @param {number} port
 * @param {Record<string, string>} [env]
 * @returns {Promise<{ origin: string, stop: () => Promise<void> }>}
 */
export async function startSite(port, env = {}) {
  const origin = `http://127.0.0.1:${port}`;
  const server = spawn(
    "npm",
    ["run", "--silent", "start", "--", "--port", String(port), "--hostname", "127.0.0.1"],
    {
      stdio: ["ignore", "ignore", "inherit"],
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", ...env },
      detached: true,
    },
  );
  const signal = () => {
    try {
      process.kill(-(server.pid ?? 0), "SIGINT");
      return true;
    } catch {
      return false;
    }
  };
  process.on("exit", signal);
  // Ctrl-C or a kill of the bench stops the site and its stack too: they run in their own process group,
  // which a terminal's signal does not reach, and Node skips "exit" handlers when a signal ends it.
  for (const [name, code] of [
    ["SIGINT", 130],
    ["SIGTERM", 143],
  ])
    process.once(name, () => void stop().then(() => process.exit(code)));
  // Stopped the way a terminal's Ctrl-C stops it: SIGINT to the whole process group (npm, the site and
  // the local Supabase stack), then wait until the start script has shut the stack down.
  const stop = () =>
    new Promise((resolve) => {
      if (server.exitCode !== null || server.signalCode !== null) return resolve(undefined);
      server.once("exit", () => resolve(undefined));
      if (!signal()) resolve(undefined);
    });
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(origin)).ok) return { origin, stop };
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  await stop();
  throw new Error(`the site did not answer on ${origin}`);
}

/**
 * The paths the site's sitemaps list (each language's, as robots.txt names them), in their order.
 * @param {string} origin
 * @returns {Promise<string[]>}
 */
export async function sitemapPaths(origin) {
  // Every language's sitemap, as robots.txt lists them for crawlers (English, then Spanish).
  const robots = await (await fetch(`${origin}/robots.txt`)).text();
  const sitemaps = [...robots.matchAll(/^Sitemap:\s*(\S+)/gim)].map((m) => new URL(m[1]).pathname);
  const paths = [];
  for (const sitemap of sitemaps.length ? sitemaps : ["/sitemap.xml"]) {
    const xml = await (await fetch(`${origin}${sitemap}`)).text();
    paths.push(...[...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname));
  }
  return [...new Set(paths)];
}

/**
 * The page a route translates, for comparing it with the original app (which had only English): its
 * `en-US` alternate's path; the route itself for an English page; null for a page in another language
 * that names no English alternate (nothing to compare it with, said rather than guessed).
 * @param {string} html
 * @param {string} route
 * @returns {string | null}
 */
export function englishPage(html, route) {
  const lang = html.match(/<html\b[^>]*\slang="([^"]+)"/i)?.[1] ?? "en";
  const alternate = [...html.matchAll(/<link\b[^>]*>/gi)]
    .map(([tag]) => tag)
    .find((tag) => /\brel="alternate"/i.test(tag) && /\bhreflang="en-US"/i.test(tag))
    ?.match(/\bhref="([^"]+)"/i)?.[1];
  if (alternate) return new URL(alternate, "http://site.invalid").pathname;
  return /^en\b/i.test(lang) ? route : null;
}
