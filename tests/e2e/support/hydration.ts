import type { Page } from "@playwright/test";

/**
 * Resolves once React has hydrated every interactive element the server sent (links, buttons, fields, forms,
 * tabs): they then carry React's props, event handlers included, so a click or a key reaches its handler
 * instead of racing the page's scripts. Elements that React replaced or removed meanwhile are not waited for.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const w = window as unknown as { __serverInteractive?: Element[] };
      w.__serverInteractive ??= [
        ...document.body.querySelectorAll("a[href], button, input, select, textarea, form, [role='tab']"),
      ];
      return w.__serverInteractive.every(
        (el) => !el.isConnected || Object.keys(el).some((key) => key.startsWith("__reactProps$")),
      );
    },
    undefined,
    // Bounded by the test's own timeout: `next dev` compiles a page's scripts on first load, slowly on a busy machine.
    { timeout: 0 },
  );
}
