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

test("every script a public page starts with asks the browser to compile it off the main thread", async ({
  request,
}) => {
  for (const route of ["/", ...servicePageRoutes.slice(0, 1), "/auth"]) {
    const html = await (await request.get(route)).text();
    // The scripts in the page as served; islands loaded later are not start-up code and stay lazy.
    const scripts = [...html.matchAll(/<script(?![^>]*\bnomodule\b)[^>]*\bsrc="([^"]+)"/gi)].map(([, src]) =>
      String(src),
    );
    expect(scripts.length).toBeGreaterThan(3);
    for (const src of scripts) {
      const code = await (await request.get(src)).text();
      expect(code.startsWith(COMPILE_HINT), `${route}: ${src}`).toBe(true);
    }
  }
});
