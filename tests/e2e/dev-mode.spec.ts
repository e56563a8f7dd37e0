import { legalRoutes, servicePagePath, servicePageRoutes, specRoutes } from "../../lib/runtime/routes.ts";
import { readSeedDocuments } from "../fixtures/content/load-seed.ts";
import { expect, test } from "./support/fixtures.ts";

// Runs against `next dev` (E2E_SERVER=dev, a step of `npm test`): development React reports hydration
// mismatches that a production build hides, so every route must hydrate cleanly here too. Routes run one
// after another in one page, since the dev server compiles each on first request.
test.describe.configure({ mode: "serial" });

/**
 * The service pages share one route and differ in their sections: the first page of the seed that brings a
 * section no page before it had, so every section type hydrates here once (the build's specs load all eight).
 */
function servicePagesWithEverySection(): Set<string> {
  const documents = readSeedDocuments();
  const slugOf = new Map(
    documents.filter((doc) => doc._type === "service").map((doc) => [doc._id, doc.slug as string]),
  );
  const seen = new Set<string>();
  const paths = new Set<string>();
  for (const page of documents.filter((doc) => doc._type === "servicePage")) {
    const sections = Object.keys(page).filter((key) => !key.startsWith("_") && !seen.has(key));
    if (sections.length === 0) continue;
    for (const key of sections) seen.add(key);
    paths.add(servicePagePath(String(slugOf.get((page.service as { _ref: string })._ref))));
  }
  return paths;
}

const servicePages = servicePagesWithEverySection();
const servicePagesLeftOut = new Set<string>(servicePageRoutes.filter((route) => !servicePages.has(route)));
const routes = [...specRoutes, ...legalRoutes].filter(
  (route) => route !== "/admin" && !servicePagesLeftOut.has(route),
);

for (const route of routes) {
  test(`${route} hydrates under next dev without a warning`, async ({ page, consoleProblems }) => {
    const response = await page.goto(route);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    expect(consoleProblems.list).toEqual([]);
  });
}
