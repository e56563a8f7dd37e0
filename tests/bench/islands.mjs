// First-open time of each island that loads on first use, under mobile throttling (4× CPU slowdown and
// slow 4G, the values Lighthouse's mobile preset applies in DevTools): cold (the visitor's first action
// is the one that opens it) and warmed (hover or focus came first and the download finished).
import { chromium } from "@playwright/test";
import { waitForHydration } from "../e2e/support/hydration.ts";
import { watchNetwork } from "./network.mjs";
import { median } from "./stats.mjs";

const SLOW_4G = { offline: false, latency: 562.5, downloadThroughput: 188_744, uploadThroughput: 86_400 };

/** Each lazy island: where it lives, how a visitor warms it, opens it, and what shows once it is open. */
const islands = [
  {
    name: "quote dialog",
    route: "/contact",
    warm: (page) => page.getByRole("button", { name: "Get Comprehensive Quote" }).hover(),
    open: (page) => page.getByRole("button", { name: "Get Comprehensive Quote" }).click(),
    opened: (page) => page.getByRole("dialog", { name: "Get Your Comprehensive Quote" }),
  },
  {
    name: "toaster",
    route: "/services/seo-insights",
    warm: (page) => page.getByRole("textbox", { name: "Website URL" }).focus(),
    open: (page) => page.getByRole("button", { name: "Analyze", exact: true }).click(),
    opened: (page) => page.getByText("Please enter a valid URL").first(),
  },
];

async function throttledPage(browser) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
  const page = await context.newPage();
  const networkQuiet = watchNetwork(page);
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", SLOW_4G);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  return { page, networkQuiet, close: () => context.close() };
}

async function firstOpen(browser, origin, island, warmed) {
  const { page, networkQuiet, close } = await throttledPage(browser);
  try {
    await page.goto(origin + island.route, { waitUntil: "load", timeout: 120_000 });
    await waitForHydration(page);
    if (warmed) {
      await island.warm(page);
      await networkQuiet();
    }
    const started = performance.now();
    await island.open(page);
    await island.opened(page).waitFor({ state: "visible", timeout: 60_000 });
    return Math.round(performance.now() - started);
  } finally {
    await close();
  }
}

/** Median first-open time of each island, cold and warmed, over `runs` fresh pages each. */
export async function measureIslands(origin, { runs = 3, chromiumPath, args }) {
  const browser = await chromium.launch({ executablePath: chromiumPath, args });
  try {
    const rows = [];
    for (const island of islands) {
      const cold = [];
      const warm = [];
      for (let run = 0; run < runs; run++) {
        cold.push(await firstOpen(browser, origin, island, false));
        warm.push(await firstOpen(browser, origin, island, true));
      }
      rows.push({ island: island.name, route: island.route, coldMs: median(cold), warmedMs: median(warm) });
    }
    return rows;
  } finally {
    await browser.close();
  }
}
