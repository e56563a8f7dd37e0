import type { Page } from "@playwright/test";

/**
 * Resolves once React has hydrated every interactive element the server sent (links, buttons, fields, forms,
 * tabs): they then carry React's props, event handlers included, so a click or a key reaches its handler
 * instead of racing the page's scripts. Elements that React replaced or removed meanwhile are not waited for,
 * nor those of an island that hydrates after the page (`[data-on-demand]`, components/ui/on-demand.tsx):
 * `hydrated()` waits for one of those.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const w = window as unknown as { __serverInteractive?: Element[] };
      w.__serverInteractive ??= [
        ...document.body.querySelectorAll("a[href], button, input, select, textarea, form, [role='tab']"),
      ];
      // Checked on each poll: React's streaming script moves an island's HTML into place after the rest.
      return w.__serverInteractive.every(
        (el) =>
          !el.isConnected ||
          el.closest("[data-on-demand]") ||
          Object.keys(el).some((key) => key.startsWith("__reactProps$")),
      );
    },
    undefined,
    // Bounded by the test's own timeout: `next dev` compiles a page's scripts on first load, slowly on a busy machine.
    { timeout: 0 },
  );
}
