// Every script a route runs as Lighthouse's mobile run loads it, until the network has been quiet for
// QUIET_MS: the window Lighthouse counts a page's JavaScript in. Lighthouse simulates the slow phone over a
// load the host runs at full speed, so the page is loaded the same way here, at its phone viewport: the
// scripts it starts with, and those its islands fetch once the browser is idle or a control comes near.
// Each with its size (gzip) and its owner in the build (./owners.mjs), so growth shows where it came from.

import { gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";
import { startUpScripts } from "../../lib/cache-csp/start-up-scripts.ts";
import { watchNetwork } from "./network.mjs";
import { chunkOwners } from "./owners.mjs";

/** Lighthouse's mobile screen. */
const LIGHTHOUSE_PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
};
/** Lighthouse ends a load once the network has been quiet this long (its `networkQuietThresholdMs`). */
const QUIET_MS = 5000;

const kib = (bytes) => +(bytes / 1024).toFixed(1);

/**
 * Each route's scripts, printed as a table per route and returned as rows:
 * `{ route, startUpKiB, totalKiB, scripts: [{ src, kib, atStartUp, owner }] }`.
 * @param {string} origin
 * @param {string[]} routes
 * @param {{ chromiumPath: string, args: string[], build?: string }} options
 */
export async function measureScripts(origin, routes, { chromiumPath, args, build = ".next" }) {
  const browser = await chromium.launch({ executablePath: chromiumPath, args });
  const sizes = new Map();
  const rows = [];
  try {
    for (const route of routes) {
      const html = await (await fetch(origin + route)).text();
      const atStartUp = new Set(startUpScripts(html));
      const owner = chunkOwners(build, route);
      const context = await browser.newContext(LIGHTHOUSE_PHONE);
      const page = await context.newPage();
      const loaded = new Set();
      const networkQuiet = watchNetwork(page);
      page.on("request", (request) => {
        if (request.resourceType() === "script") loaded.add(new URL(request.url()).pathname);
      });
      try {
        await page.goto(origin + route, { waitUntil: "load", timeout: 120_000 });
        await networkQuiet(QUIET_MS, 60_000);
      } finally {
        await context.close();
      }
      const scripts = [];
      for (const src of new Set([...atStartUp, ...loaded])) {
        if (!sizes.has(src)) {
          const body = Buffer.from(await (await fetch(origin + src)).arrayBuffer());
          sizes.set(src, gzipSync(body, { level: 9 }).length);
        }
        scripts.push({ src, kib: kib(sizes.get(src)), atStartUp: atStartUp.has(src), owner: owner(src) });
      }
      scripts.sort((a, b) => Number(b.atStartUp) - Number(a.atStartUp) || b.kib - a.kib);
      const total = (list) => kib(list.reduce((sum, s) => sum + sizes.get(s.src), 0));
      const row = {
        route,
        startUpKiB: total(scripts.filter((s) => s.atStartUp)),
        totalKiB: total(scripts),
        scripts,
      };
      rows.push(row);
      console.log(`\n${route}: ${row.startUpKiB} KiB at start-up, ${row.totalKiB} KiB once settled (gzip)`);
      console.table(
        scripts.map((s) => ({
          script: s.src.replace("/_next/static/chunks/", ""),
          KiB: s.kib,
          when: s.atStartUp ? "start-up" : "later",
          owner: s.owner.length > 90 ? `${s.owner.slice(0, 87)}...` : s.owner,
        })),
      );
    }
  } finally {
    await browser.close();
  }
  return rows;
}
