import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createClient } from "@redis/client";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { freePort, spawnTethered } from "../../local/supabase/processes.ts";

// The cache handler Next loads (lib/cache-csp/csp-cache-handler.mjs) with REDIS_URL set: what one instance stores,
// HTML and policy in one entry, is what another reads, until a revalidation removes it for both.

const sha = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;
const page = (content: string) =>
  `<!DOCTYPE html><html><head><script src="/_next/static/chunks/main.js" async=""></script></head>` +
  `<body><p>${content}</p><script>self.__next_f.push([1,"${content}"])</script></body></html>`;
const appPage = (html: string) => ({
  kind: "APP_PAGE",
  html,
  rscData: Buffer.from("0:{}"),
  headers: { "x-next-cache-tags": "_N_T_/layout,_N_T_/about" } as Record<string, string>,
  status: 200,
  postponed: undefined,
  segmentData: undefined,
});
const pageContext = { kind: "APP_PAGE", isRoutePPREnabled: false, isFallback: false };

describe("the shared cache in Redis", () => {
  const dir = mkdtempSync(join(tmpdir(), "shared-cache-"));
  let redis: ReturnType<typeof spawnTethered>;
  let client: ReturnType<typeof createClient>;
  let Handler: new (
    context: unknown,
  ) => {
    get(key: string, context: unknown): Promise<{ value: ReturnType<typeof appPage> } | null>;
    set(key: string, value: unknown, context: unknown): Promise<void>;
    revalidateTag(tags: string | string[]): Promise<void>;
  };
  const instance = () => new Handler({ serverDistDir: join(dir, "server"), dev: false });

  beforeAll(async () => {
    const port = await freePort();
    redis = spawnTethered(
      "redis-server",
      ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"],
      {
        stdio: "ignore",
      },
    );
    client = createClient({ url: `redis://127.0.0.1:${port}`, socket: { reconnectStrategy: false } });
    for (let attempt = 0; ; attempt++) {
      try {
        await client.connect();
        break;
      } catch (error) {
        if (attempt > 50) throw error;
        client = createClient({ url: `redis://127.0.0.1:${port}`, socket: { reconnectStrategy: false } });
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
    mkdirSync(join(dir, "server"), { recursive: true });
    writeFileSync(join(dir, "BUILD_ID"), "build-1");
    vi.stubEnv("REDIS_URL", `redis://127.0.0.1:${port}`);
    vi.resetModules();
    Handler = (await import("./csp-cache-handler.mjs")).default as never;
  });

  afterAll(async () => {
    const { sharedCacheClient } = await import("./shared-cache.mjs");
    await (await sharedCacheClient())?.quit();
    vi.unstubAllEnvs();
    // The unit files share one module graph (isolate: false): the next file that imports the handler
    // must get the file cache it would get without REDIS_URL, not the Redis one made here.
    vi.resetModules();
    await client?.quit();
    redis?.kill();
    rmSync(dir, { recursive: true, force: true });
  });

  it("stores a page's HTML and its policy in one entry another instance serves, until revalidated", async () => {
    await instance().set("/about", appPage(page("Published")), {
      ...pageContext,
      cacheControl: { revalidate: false },
    });
    // One Redis value, namespaced by build, holds the rewritten HTML and the policy made from it.
    const stored = JSON.parse((await client.get("next:build-1:/about")) ?? "null");
    expect(stored.value.html).toContain("/*start-up-scripts*/");
    expect(stored.value.headers["content-security-policy"]).toContain(
      sha('self.__next_f.push([1,"Published"])'),
    );

    const served = await instance().get("/about", pageContext);
    expect(served?.value.html).toBe(stored.value.html);
    expect(served?.value.headers["content-security-policy"]).toBe(
      stored.value.headers["content-security-policy"],
    );

    await instance().revalidateTag(["_N_T_/about"]);
    expect(await instance().get("/about", pageContext)).toBeNull();
  });

  it("never keeps a page rendered from content read before a revalidation that came meanwhile", async () => {
    // The page missed a second ago, a publish revalidated it, then the render that read the old content stored it.
    const now = Date.now();
    const clock = vi.spyOn(Date, "now").mockReturnValue(now - 1_000);
    try {
      expect(await instance().get("/careers", pageContext)).toBeNull();
    } finally {
      clock.mockRestore();
    }
    await instance().revalidateTag(["_N_T_/careers"]);
    const careers = { ...appPage(page("Before")), headers: { "x-next-cache-tags": "_N_T_/careers" } };
    await instance().set("/careers", careers, { ...pageContext, cacheControl: { revalidate: false } });
    expect(await instance().get("/careers", pageContext)).toBeNull();

    await instance().set(
      "/careers",
      { ...careers, html: page("After") },
      {
        ...pageContext,
        cacheControl: { revalidate: false },
      },
    );
    expect((await instance().get("/careers", pageContext))?.value.html).toContain("After");
  });
});
