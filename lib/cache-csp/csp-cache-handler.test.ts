import { createHash } from "node:crypto";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import FileSystemCache from "next/dist/server/lib/incremental-cache/file-system-cache.js";
import { nodeFs } from "next/dist/server/lib/node-fs-methods.js";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import ScriptHashCacheHandler, { inlineScriptHashes, withNotFoundStatus } from "./csp-cache-handler.mjs";
import { startUpScripts } from "./start-up-scripts.ts";

const sha = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

/** A page as Next writes it: an external chunk, inline flight data, JSON-LD. */
const page = (content: string) =>
  `<!DOCTYPE html><html><head><script src="/_next/static/chunks/main.js" async=""></script></head>` +
  `<body><p>${content}</p><script>(self.__next_f=self.__next_f||[]).push([0])</script>` +
  `<script>self.__next_f.push([1,"${content}"])</script>` +
  `<script type="application/ld+json">{"name":"${content}"}</script></body></html>`;

const scriptSrc = (headers: Record<string, unknown> | undefined) =>
  String(headers?.["content-security-policy"] ?? "")
    .split("; ")
    .find((d) => d.startsWith("script-src "))
    ?.split(" ")
    .slice(1);

const appPage = (html: string) => ({
  kind: "APP_PAGE" as const,
  html,
  rscData: Buffer.from("0:{}"),
  headers: { "x-next-cache-tags": "_N_T_/about" } as Record<string, string>,
  status: 200,
  postponed: undefined,
  segmentData: undefined,
});

const pageContext = { kind: "APP_PAGE", isRoutePPREnabled: false, isFallback: false } as const;

describe("inlineScriptHashes", () => {
  it("hashes the inline scripts a browser runs, not external ones nor data", () => {
    expect(inlineScriptHashes(page("Hello"))).toEqual([
      sha("(self.__next_f=self.__next_f||[]).push([0])"),
      sha('self.__next_f.push([1,"Hello"])'),
    ]);
    expect(
      inlineScriptHashes('<script type="module">a()</script><script type="application/json">{}</script>'),
    ).toEqual([sha("a()")]);
  });
});

describe("ScriptHashCacheHandler", () => {
  let dir: string;
  // No memory cache: every read goes to the files, as after a restart.
  const handler = () =>
    new ScriptHashCacheHandler({ fs: nodeFs, serverDistDir: dir, flushToDisk: true, dev: false } as never);

  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), "csp-cache-"));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it("stores each regenerated page with the hashes of its own inline scripts, and serves them with it", async () => {
    const first = appPage(page("Before the publish"));
    await handler().set(
      "/about",
      first as never,
      { ...pageContext, cacheControl: { revalidate: false } } as never,
    );
    // The same object Next answers a cache miss with carries the policy.
    expect(scriptSrc(first.headers)).toContain(sha('self.__next_f.push([1,"Before the publish"])'));
    expect(first.headers["x-next-cache-tags"]).toBe("_N_T_/about");
    const meta = JSON.parse(await readFile(join(dir, "app", "about.meta"), "utf8"));
    expect(scriptSrc(meta.headers)).toEqual(scriptSrc(first.headers));

    await handler().set(
      "/about",
      appPage(page("After the publish")) as never,
      {
        ...pageContext,
        cacheControl: { revalidate: false },
      } as never,
    );
    const served = (await handler().get("/about", pageContext as never)) as {
      value: { headers: Record<string, string> };
    };
    const sources = scriptSrc(served.value.headers);
    expect(sources).toContain(sha('self.__next_f.push([1,"After the publish"])'));
    expect(sources).not.toContain(sha('self.__next_f.push([1,"Before the publish"])'));
    expect(sources).toContain("'self'");
    expect(sources).not.toContain("'unsafe-inline'");
  });

  it("serves a page `next build` wrote with its start-up chunks after the first paint, and the policy of that HTML", async () => {
    await mkdir(join(dir, "app"), { recursive: true });
    await writeFile(join(dir, "app", "contact.html"), page("Built"));
    await writeFile(join(dir, "app", "contact.rsc"), "0:{}");
    await writeFile(join(dir, "app", "contact.meta"), JSON.stringify({ status: 200, headers: {} }));
    const served = (await handler().get("/contact", pageContext as never)) as {
      value: { headers: Record<string, string>; html: string };
    };
    expect(served.value.html).not.toContain('<script src="/_next/static/chunks/main.js" async=""></script>');
    expect(startUpScripts(served.value.html)).toEqual(["/_next/static/chunks/main.js"]);
    const loader = /<script>(\/\*start-up-scripts\*\/[\s\S]*?)<\/script>/.exec(served.value.html)?.[1] ?? "";
    expect(scriptSrc(served.value.headers)).toEqual([
      "'self'",
      sha(loader),
      sha("(self.__next_f=self.__next_f||[]).push([0])"),
      sha('self.__next_f.push([1,"Built"])'),
    ]);
  });

  it("serves the Spanish 404 page `next build` wrote with the status 404, uncached outside the server", async () => {
    await mkdir(join(dir, "app", "es"), { recursive: true });
    for (const path of ["es/no-encontrada", "es/contacto"]) {
      await writeFile(join(dir, "app", `${path}.html`), page("Built"));
      await writeFile(join(dir, "app", `${path}.rsc`), "0:{}");
      await writeFile(join(dir, "app", `${path}.meta`), JSON.stringify({ status: 200, headers: {} }));
    }
    type Served = { value: { headers: Record<string, string>; status: number } };
    const notFound = (await handler().get("/es/no-encontrada", pageContext as never)) as Served;
    expect(notFound.value.status).toBe(404);
    expect(notFound.value.headers["cache-control"]).toMatch(/\bno-store\b/);
    const contact = (await handler().get("/es/contacto", pageContext as never)) as Served;
    expect(contact.value.status).toBe(200);
    // The key a Next 16 server asks for: the route cache's prefix, then the page's path.
    const fresh = { kind: "APP_PAGE", status: 200 };
    expect(withNotFoundStatus(fresh, "/route-cache/APP_PAGE/3814dd8d/$/es/no-encontrada").status).toBe(404);
    expect(
      withNotFoundStatus({ kind: "APP_PAGE", status: 200 }, "/route-cache/APP_PAGE/3814dd8d/$/es").status,
    ).toBe(200);
  });

  it("keeps a page's regenerated 404 out of every cache outside the server, and its 200 cacheable", async () => {
    // A deleted case study's page: its route renders notFound() and Next stores the 404 for a year.
    const gone = { ...appPage(page("Not found")), status: 404 };
    await handler().set(
      "/insights/gone",
      gone as never,
      { ...pageContext, cacheControl: { revalidate: false } } as never,
    );
    expect(gone.headers["cache-control"]).toBe("private, no-cache, no-store, max-age=0, must-revalidate");
    const served = (await handler().get("/insights/gone", pageContext as never)) as {
      value: { headers: Record<string, string>; status: number };
    };
    expect(served.value.status).toBe(404);
    expect(served.value.headers["cache-control"]).toMatch(/\bno-store\b/);

    const live = appPage(page("Published"));
    await handler().set(
      "/insights/live",
      live as never,
      {
        ...pageContext,
        cacheControl: { revalidate: false },
      } as never,
    );
    expect(live.headers["cache-control"]).toBeUndefined();
  });

  describe("with the memory cache a server keeps", () => {
    const inMemory = () =>
      new ScriptHashCacheHandler({
        fs: nodeFs,
        serverDistDir: dir,
        flushToDisk: false,
        maxMemoryCacheSize: 50 * 1024 * 1024,
        dev: false,
      } as never);
    const tagged = (html: string) => ({
      ...appPage(html),
      headers: { "x-next-cache-tags": "_N_T_/empleos,sanity:s1:d:job-1" },
    });
    const context = { ...pageContext, cacheControl: { revalidate: false } } as never;
    /** Runs `read` as if it happened `ms` earlier, as a render's miss does before its fetches answer. */
    const earlier = async <T>(ms: number, read: () => Promise<T>) => {
      const now = Date.now();
      const clock = vi.spyOn(Date, "now").mockReturnValue(now - ms);
      try {
        return await read();
      } finally {
        clock.mockRestore();
      }
    };

    afterEach(() => {
      // The unit files share one module graph (isolate: false): the other tests read the files only.
      (FileSystemCache as unknown as { memoryCache?: unknown }).memoryCache = undefined;
    });

    it("never keeps a page rendered from content read before a publish that expired it meanwhile", async () => {
      // The page missed, its render read the lake, a publish expired what it read, then the render stored it.
      expect(await earlier(1_000, () => inMemory().get("/es/empleos", pageContext as never))).toBeNull();
      await inMemory().revalidateTag(["sanity:s1:d:job-1"], { expire: 0 });
      await inMemory().set("/es/empleos", tagged(page("Before the publish")) as never, context);
      expect(await inMemory().get("/es/empleos", pageContext as never)).toBeNull();

      // Rendered again after the publish: kept and served.
      await inMemory().set("/es/empleos", tagged(page("After the publish")) as never, context);
      const served = (await inMemory().get("/es/empleos", pageContext as never)) as {
        value: { html: string };
      };
      expect(served.value.html).toContain("After the publish");
    });

    it("of two renders of one page in flight, never keeps the one that read before a publish", async () => {
      // A misses and reads before the publish; B misses after it, stores first; A stores last.
      expect(
        await earlier(1_000, () => inMemory().get("/es/empleos?two-renders", pageContext as never)),
      ).toBeNull();
      await inMemory().revalidateTag(["sanity:s1:d:job-1"], { expire: 0 });
      expect(await inMemory().get("/es/empleos?two-renders", pageContext as never)).toBeNull();
      await inMemory().set("/es/empleos?two-renders", tagged(page("After the publish")) as never, context);
      await inMemory().set("/es/empleos?two-renders", tagged(page("Before the publish")) as never, context);
      expect(await inMemory().get("/es/empleos?two-renders", pageContext as never)).toBeNull();
    });

    it("keeps a page whose render began after the last publish", async () => {
      await inMemory().revalidateTag(["sanity:s1:d:job-1"], { expire: 0 });
      expect(await inMemory().get("/es/careers-fresh", pageContext as never)).toBeNull();
      await inMemory().set("/es/careers-fresh", tagged(page("Current")) as never, context);
      const served = (await inMemory().get("/es/careers-fresh", pageContext as never)) as {
        value: { html: string };
      };
      expect(served.value.html).toContain("Current");
    });
  });
});
