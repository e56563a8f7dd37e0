import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startNoScriptProxy, withoutScripts } from "./no-script-proxy.mjs";
import { chunkOwners } from "./owners.mjs";
import { englishPage } from "./server.mjs";
import { median, percentile } from "./stats.mjs";
import { earlyTapMisses, misses, tapMisses, targets } from "./targets.mjs";

const page = `<!DOCTYPE html><html><head><link rel="stylesheet" href="/a.css"><link rel="preload" as="script" href="/b.js"><link rel="modulepreload" href="/c.js"><script src="/d.js" async=""></script></head><body><h1>Hi</h1><script>self.__next_f.push([1,"x"])</script></body></html>`;

describe("withoutScripts", () => {
  it("removes inline, external and preloaded scripts and keeps the rest", () => {
    expect(withoutScripts(page)).toBe(
      `<!DOCTYPE html><html><head><link rel="stylesheet" href="/a.css"></head><body><h1>Hi</h1></body></html>`,
    );
  });
});

describe("the no-script proxy", () => {
  let upstream: Server;
  let proxy: { origin: string; close: () => Promise<void> };
  beforeAll(async () => {
    upstream = createServer((request, response) => {
      if (request.url === "/")
        response.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(page);
      else response.writeHead(404, { "content-type": "text/plain" }).end("missing");
    });
    await new Promise<void>((resolve) => upstream.listen(0, "127.0.0.1", resolve));
    const { port } = upstream.address() as AddressInfo;
    proxy = await startNoScriptProxy(`http://127.0.0.1:${port}`, 0);
  });
  afterAll(async () => {
    await proxy.close();
    await new Promise((resolve) => upstream.close(resolve));
  });

  it("serves the page gzip-compressed without its scripts, and passes other answers through", async () => {
    const answer = await fetch(`${proxy.origin}/`, { headers: { "accept-encoding": "gzip" } });
    expect(answer.headers.get("content-encoding")).toBe("gzip");
    const html = await answer.text();
    expect(html).toContain("<h1>Hi</h1>");
    expect(html).not.toContain("<script");
    expect((await fetch(`${proxy.origin}/nothing`)).status).toBe(404);
  });
});

describe("misses", () => {
  const perfect = {
    performance: 100,
    accessibility: 100,
    bestPractices: 100,
    seo: 100,
    lcpMs: 1200,
    tbtMs: 0,
    cls: 0,
  };
  it("is empty for a route that meets every target", () => {
    expect(misses({ mobile: perfect, desktop: perfect, jsKiB: 120 }, { performance: 97 })).toEqual([]);
  });
  it("names each target a route misses, and a score not above the original's", () => {
    const slow = { ...perfect, performance: 90, tbtMs: 300, accessibility: 98 };
    expect(misses({ mobile: slow, desktop: perfect, jsKiB: targets.jsKiB + 1 }, { performance: 96 })).toEqual(
      [
        "mobile 90 < 100",
        "mobile 90 ≤ original 96",
        "a11y 98 < 100",
        "TBT ms 300 > 50",
        `JS KiB ${targets.jsKiB + 1} > 150`,
      ],
    );
  });
  it("holds a page that asks not to be indexed to every target but the SEO score", () => {
    const unindexed = { ...perfect, seo: 66, tbtMs: 300 };
    expect(misses({ mobile: unindexed, desktop: perfect, jsKiB: 120, indexable: false }, undefined)).toEqual([
      "TBT ms 300 > 50",
    ]);
    expect(misses({ mobile: unindexed, desktop: perfect, jsKiB: 120 }, undefined)).toEqual([
      "SEO 66 < 100",
      "TBT ms 300 > 50",
    ]);
  });
});

describe("percentile and median", () => {
  it("take the nearest rank, whatever the order of the values", () => {
    const values = [30, 10, 50, 20, 40];
    expect(median(values)).toBe(30);
    expect(percentile(values, 95)).toBe(50);
    expect(percentile(values, 0)).toBe(10);
    expect(median([4, 1, 3, 2])).toBe(2);
    expect(values).toEqual([30, 10, 50, 20, 40]);
  });
  it("are NaN for no values", () => {
    expect(median([])).toBeNaN();
  });
});

describe("tapMisses", () => {
  const fast = { inp: { median: 40 } };
  it("holds a quote button's wizard to its target and to the app we replace", () => {
    expect(tapMisses({ ...fast, form: { median: 300 } }, { dialog: [488, 408, 390] })).toEqual([]);
    expect(tapMisses({ ...fast, form: { median: 450 } }, { dialog: [488, 408, 390] })).toEqual([
      "wizard 450 ms > original 408",
    ]);
    expect(tapMisses({ ...fast, form: { median: 620 } }, undefined)).toEqual([
      `wizard 620 ms > ${targets.wizardVisibleMs}`,
    ]);
  });

  it("holds every tap to the next paint's target", () => {
    expect(tapMisses(fast, undefined)).toEqual([]);
    expect(tapMisses({ inp: { median: 264 } }, undefined)).toEqual([`INP 264 ms > ${targets.firstTapInpMs}`]);
  });
});

describe("earlyTapMisses", () => {
  it("counts every lost tap, and holds the wizard to its target and other islands to the next paint's", () => {
    expect(earlyTapMisses({ lost: 0, runs: 3, response: { median: 120 } })).toEqual([]);
    expect(earlyTapMisses({ lost: 2, runs: 3, response: { median: 120 } })).toEqual(["lost 2 of 3"]);
    expect(earlyTapMisses({ lost: 0, runs: 3, response: { median: 340 } })).toEqual([
      `response 340 ms > ${targets.firstTapInpMs}`,
    ]);
    expect(earlyTapMisses({ lost: 0, runs: 3, response: { median: 340 }, done: { median: 480 } })).toEqual(
      [],
    );
    expect(earlyTapMisses({ lost: 3, runs: 3, response: {}, done: {} })).toEqual(["lost 3 of 3"]);
    expect(earlyTapMisses({ lost: 0, runs: 3, response: { median: 90 }, done: { median: 900 } })).toEqual([
      `wizard 900 ms > ${targets.wizardVisibleMs}`,
    ]);
  });

  it("holds a link to the start of its navigation, not to the new page's paint", () => {
    const link = { lost: 0, runs: 3, response: { median: 2100 } };
    expect(earlyTapMisses({ ...link, navigation: { median: 40 } })).toEqual([]);
    expect(earlyTapMisses({ ...link, navigation: { median: 260 } })).toEqual([
      `navigation 260 ms > ${targets.firstTapInpMs}`,
    ]);
    expect(earlyTapMisses({ ...link, navigation: {} })).toEqual(["no navigation started"]);
  });
});

describe("chunkOwners", () => {
  let build: string;
  beforeAll(() => {
    build = mkdtempSync(join(tmpdir(), "owners-"));
    mkdirSync(join(build, "static/chunks"), { recursive: true });
    mkdirSync(join(build, "server/app/(site)/contact"), { recursive: true });
    writeFileSync(
      join(build, "app-path-routes-manifest.json"),
      JSON.stringify({
        "/(site)/contact/page": "/contact",
        "/(site)/services/[slug]/page": "/services/[slug]",
      }),
    );
    writeFileSync(
      join(build, "build-manifest.json"),
      JSON.stringify({ rootMainFiles: ["static/chunks/main.js"] }),
    );
    const manifest = {
      clientModules: {
        "[project]/components/forms/quote-dialog-trigger.tsx <module evaluation>": {
          id: 11,
          chunks: ["/_next/static/chunks/page.js"],
        },
        "[project]/node_modules/next/dist/esm/client/components/layout-router.js": {
          id: 12,
          chunks: ["/_next/static/chunks/page.js", "/_next/static/chunks/router.js"],
        },
      },
    };
    writeFileSync(
      join(build, "server/app/(site)/contact/page_client-reference-manifest.js"),
      `globalThis.__RSC_MANIFEST = globalThis.__RSC_MANIFEST || {};\nglobalThis.__RSC_MANIFEST["/(site)/contact/page"] = ${JSON.stringify(manifest)};`,
    );
    // The trigger imports the wizard (loader 21), whose chunk imports the toaster (loader 22).
    const chunk = (body: string) => `(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push([null,${body}]);`;
    writeFileSync(
      join(build, "static/chunks/page.js"),
      chunk(
        `11,e=>{"use strict";let t=()=>e.A(21)},21,e=>{e.v(t=>Promise.all(["static/chunks/wizard.js"].map(t=>e.l(t))).then(()=>t(31)))}`,
      ),
    );
    writeFileSync(
      join(build, "static/chunks/wizard.js"),
      chunk(
        `31,(e,t,r)=>{"use strict";e.A(22)},22,e=>{e.v(t=>Promise.all(["static/chunks/toaster.js"].map(t=>e.l(t))).then(()=>t(41)))}`,
      ),
    );
    writeFileSync(join(build, "static/chunks/toaster.js"), chunk(`41,e=>{"use strict"}`));
  });
  afterAll(() => rmSync(build, { recursive: true, force: true }));

  it("names a chunk's client modules, the framework's files, and the import() behind a later chunk", () => {
    const owner = chunkOwners(build, "/contact");
    expect(owner("/_next/static/chunks/main.js")).toBe("next (framework)");
    expect(owner("/_next/static/chunks/page.js")).toBe("components/forms/quote-dialog-trigger.tsx, next");
    expect(owner("/_next/static/chunks/router.js")).toBe("next");
    expect(owner("/_next/static/chunks/wizard.js")).toBe(
      "components/forms/quote-dialog-trigger.tsx → import()",
    );
    expect(owner("/_next/static/chunks/toaster.js")).toBe(
      "components/forms/quote-dialog-trigger.tsx → import() → import()",
    );
    expect(owner("/_next/static/chunks/elsewhere.js")).toBe("unknown");
  });
});

describe("the page a route translates", () => {
  it("is its en-US alternate in any attribute order, the route itself in English, and none unsaid", () => {
    const spanish = (links: string) => `<!DOCTYPE html><html lang="es-US"><head>${links}</head></html>`;
    expect(
      englishPage(
        spanish(
          '<link rel="alternate" hrefLang="es-US" href="https://x.example/es/contacto"/><link href="https://x.example/contact" hrefLang="en-US" rel="alternate"/>',
        ),
        "/es/contacto",
      ),
    ).toBe("/contact");
    expect(englishPage('<html lang="en-US"><head></head></html>', "/about")).toBe("/about");
    expect(
      englishPage(spanish('<link rel="canonical" href="https://x.example/contact"/>'), "/es/contacto"),
    ).toBe(null);
  });
});
