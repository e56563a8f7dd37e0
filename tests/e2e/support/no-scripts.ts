import type { Browser, Locator, Page } from "@playwright/test";
import { expect } from "./fixtures.ts";
import { uniqueAddress } from "./leads.ts";

/** A page of its own context with scripts off, from a client address of its own (rate limits). */
export async function withoutScripts(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    extraHTTPHeaders: { "x-forwarded-for": uniqueAddress() },
  });
  return context.newPage();
}

/** The field's error is its description, beside it. */
export async function expectFieldError(form: Locator, label: string, message: string) {
  await expect(form.getByLabel(label)).toHaveAccessibleDescription(message);
}
