import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Locator, type Page } from "@playwright/test";

/**
 * `page` that records every console error, uncaught exception and React hydration warning, and fails the
 * test if any appeared. Tests that expect an error (a 404 resource) call `consoleProblems.allow(pattern)`.
 */
export const test = base.extend<{ consoleProblems: { allow(pattern: RegExp): void; list: string[] } }>({
  consoleProblems: async ({ page }, use) => {
    const allowed: RegExp[] = [];
    const list: string[] = [];
    page.on("console", (message) => {
      const text = message.text();
      const isProblem = message.type() === "error" || /hydrat/i.test(text);
      if (isProblem && !allowed.some((pattern) => pattern.test(text)))
        list.push(`${message.type()}: ${text}`);
    });
    page.on("pageerror", (error) => list.push(`pageerror: ${error.message}`));
    await use({ allow: (pattern) => allowed.push(pattern), list });
    expect(list, "console errors or hydration warnings").toEqual([]);
  },
});

export { expect };

/** Serious and critical accessibility violations on the page as it is now. */
export async function seriousA11yViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      nodes: violation.nodes.map((node) => node.target.join(" ")).slice(0, 5),
    }));
}

/** The toast of this kind (the catalogue's success or destructive style) whose title is given. */
export function toast(page: Page, kind: "success" | "error", title: string): Locator {
  return page.locator(`[data-kind="${kind}"]`).filter({ hasText: title });
}
