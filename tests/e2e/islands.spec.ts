import { readFileSync } from "node:fs";
import type { APIRequestContext } from "@playwright/test";
import { COMPILE_HINT } from "@/lib/compile-hints";
import { servicePageRoutes } from "@/lib/routes";
import { chakraStyleTags, expect, test } from "./support/fixtures";

// Every public route renders and hydrates without Chakra's runtime: shell.spec.ts checks it on each route.

test("Chakra arrives with the quote wizard, on first use", async ({ page }) => {
  await page.goto("/contact");
  expect(await chakraStyleTags(page)).toBe(0);
  await page.getByRole("button", { name: "Get Comprehensive Quote" }).click();
  await expect(page.getByRole("dialog", { name: "Get Your Comprehensive Quote" })).toBeVisible();
  expect(await chakraStyleTags(page)).toBeGreaterThan(0);
});

/** The scripts a public page starts with, as served; islands loaded later are not start-up code. */
async function startUpScripts(request: APIRequestContext, route: string) {
  const html = await (await request.get(route)).text();
  const sources = [...html.matchAll(/<script(?![^>]*\bnomodule\b)[^>]*\bsrc="([^"]+)"/gi)].map(([, src]) =>
    String(src),
  );
  return Promise.all(sources.map(async (src) => ({ src, code: await (await request.get(src)).text() })));
}

const startUpRoutes = ["/", ...servicePageRoutes.slice(0, 1), "/auth"];

test("every script a public page starts with asks the browser to compile it off the main thread", async ({
  request,
}) => {
  for (const route of startUpRoutes) {
    const scripts = await startUpScripts(request, route);
    expect(scripts.length).toBeGreaterThan(3);
    for (const { src, code } of scripts) expect(code.startsWith(COMPILE_HINT), `${route}: ${src}`).toBe(true);
  }
});

test("no script a public page starts with carries Panda's runtime: the islands get their classes from the server", async ({
  request,
}) => {
  // The condition list Panda's css() and recipes resolve styles with, as the generated runtime spells it.
  const runtime = readFileSync("styled-system/css/conditions.mjs", "utf8");
  const marker = /const conditionsStr = "([^"]{20})/.exec(runtime)?.[1];
  expect(marker).toBeTruthy();
  for (const route of startUpRoutes) {
    const scripts = await startUpScripts(request, route);
    expect(scripts.length).toBeGreaterThan(3);
    for (const { src, code } of scripts) expect(code.includes(marker ?? ""), `${route}: ${src}`).toBe(false);
  }
});
