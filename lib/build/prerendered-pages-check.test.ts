import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import fileSystemCache from "next/dist/server/lib/incremental-cache/file-system-cache.js";
import { nodeFs } from "next/dist/server/lib/node-fs-methods.js";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import ScriptHashCacheHandler from "../cache-csp/csp-cache-handler.mjs";
import { BuildOutputChanged } from "./compile-hints.ts";
import { checkNotFoundRouting, checkPrerenderedPages } from "./prerendered-pages-check.ts";

/** A page as Next 16 writes it: preloaded and async start-up chunks, inline flight data, JSON-LD. */
const nextPage = (chunkTag = '<script src="/_next/static/chunks/main.js" async=""></script>') =>
  `<!DOCTYPE html><html><head><link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/main.js"/>` +
  `${chunkTag}</head><body><p>Hi</p><script>(self.__next_f=self.__next_f||[]).push([0])</script>` +
  `<script>self.__next_f.push([1,"Hi"])</script><script type="application/ld+json">{"a":1}</script></body></html>`;

describe("the prerendered pages check after next build", () => {
  let dist: string;
  const server = () => join(dist, "server");
  const handler = () =>
    new ScriptHashCacheHandler({
      fs: nodeFs,
      serverDistDir: server(),
      flushToDisk: false,
      dev: false,
    } as never);

  async function built(pages: Record<string, string>, { meta = true } = {}) {
    await mkdir(join(server(), "app"), { recursive: true });
    const routes: Record<string, { dataRoute: string }> = {};
    for (const [path, html] of Object.entries(pages)) {
      const file = path === "/" ? "index" : path.slice(1);
      routes[path] = { dataRoute: `/${file}.rsc` };
      await writeFile(join(server(), "app", `${file}.html`), html);
      await writeFile(join(server(), "app", `${file}.rsc`), "0:{}");
      if (meta)
        await writeFile(join(server(), "app", `${file}.meta`), JSON.stringify({ status: 200, headers: {} }));
    }
    routes["/favicon.ico"] = { dataRoute: null as never };
    await writeFile(join(dist, "prerender-manifest.json"), JSON.stringify({ version: 4, routes }));
  }

  beforeEach(async () => {
    dist = await mkdtemp(join(tmpdir(), "prerendered-check-"));
  });
  afterEach(() => rm(dist, { recursive: true, force: true }));

  it("passes when every page is served with the loader and the hash of every inline script", async () => {
    await built({ "/": nextPage(), "/about": nextPage() });
    await expect(checkPrerenderedPages(dist, handler())).resolves.toBe(2);
  });

  it("fails naming the page when Next writes its start-up chunks in markup the loader does not know", async () => {
    await built({
      "/": nextPage(),
      "/about": nextPage('<script src="/_next/static/chunks/main.js" type="module"></script>'),
    });
    const check = checkPrerenderedPages(dist, handler());
    await expect(check).rejects.toThrow(BuildOutputChanged);
    await expect(checkPrerenderedPages(dist, handler())).rejects.toThrow(/\/about: no start-up loader/);
  });

  it("fails naming the page when it streams a boundary without the reveal runtime the loader hands it to", async () => {
    const streamed = (runtime: string) =>
      nextPage().replace(
        "</body>",
        `<div hidden id="S:0"><form></form></div><script>${runtime}$RC("B:0","S:0")</script></body>`,
      );
    const react =
      "$RB=[];$RV=function(a){a.length=0};\n$RC=function(a,b){$RB.push(a,b);2===$RB.length&&requestAnimationFrame($RV.bind(null,$RB))};";
    await built({ "/": streamed(react), "/auth": streamed(react.replaceAll("$RB", "$RQ")) });
    await expect(checkPrerenderedPages(dist, handler())).rejects.toThrow(
      /^prerendered pages:\n {2}\/auth: React's boundary reveal runtime/,
    );
  });

  it("fails when the cache handler no longer stores a policy with the page", async () => {
    await built({ "/": nextPage() });
    const FileSystemCache =
      (fileSystemCache as unknown as { default?: typeof fileSystemCache }).default ?? fileSystemCache;
    const plain = new FileSystemCache({ fs: nodeFs, serverDistDir: server(), flushToDisk: false } as never);
    await expect(checkPrerenderedPages(dist, plain as never)).rejects.toThrow(
      /\/: no start-up loader[\s\S]*\/: no Content-Security-Policy/,
    );
  });

  it("fails when a page's cache entry is not where the handler reads it, or no page is listed", async () => {
    await built({ "/contact": nextPage() }, { meta: false });
    await expect(checkPrerenderedPages(dist, handler())).rejects.toThrow(
      /\/contact: the cache handler did not read it/,
    );
    await writeFile(join(dist, "prerender-manifest.json"), JSON.stringify({ version: 4, routes: {} }));
    await expect(checkPrerenderedPages(dist, handler())).rejects.toThrow(/lists no App Router page/);
  });
});

describe("the 404 routing check after next build", () => {
  let dist: string;
  beforeEach(async () => {
    dist = await mkdtemp(join(tmpdir(), "not-found-check-"));
  });
  afterEach(() => rm(dist, { recursive: true, force: true }));

  const manifest = (dynamicRoutes: { page: string; regex: string }[]) =>
    writeFile(
      join(dist, "routes-manifest.json"),
      JSON.stringify({ staticRoutes: [{ page: "/" }, { page: "/_not-found" }], dynamicRoutes }),
    );

  it("passes when the prerendered 404 is routed and an unknown address is not", async () => {
    await manifest([{ page: "/insights/[slug]", regex: "^/insights/([^/]+?)(?:/)?$" }]);
    expect(() => checkNotFoundRouting(dist, ["/", "/_not-found"])).not.toThrow();
  });

  it("fails when a catch-all answers every address, or the 404 is not prerendered", async () => {
    await manifest([{ page: "/[...unknown]", regex: "^/(.+?)(?:/)?$" }]);
    expect(() => checkNotFoundRouting(dist, ["/", "/_not-found"])).toThrow(/a catch-all hides the 404/);
    expect(() => checkNotFoundRouting(dist, ["/"])).toThrow(/not a prerendered route/);
  });

  it("fails on a routes manifest in another format", async () => {
    await writeFile(join(dist, "routes-manifest.json"), JSON.stringify({ routes: [] }));
    expect(() => checkNotFoundRouting(dist, ["/_not-found"])).toThrow(BuildOutputChanged);
  });
});
