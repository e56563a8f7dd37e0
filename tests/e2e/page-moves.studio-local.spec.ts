import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { APIRequestContext, Page } from "@playwright/test";
import { adminStorageState } from "./support/admin-session.ts";
import { expect } from "./support/fixtures.ts";
import { rowsByEmail, uniqueAddress, uniqueEmail } from "./support/leads.ts";
import {
  expectOnSite,
  fillField,
  onTheLocalStudio,
  openDocument,
  publish,
  STUDIO_NOISE,
  test,
} from "./support/studio.ts";

// The editing server and its lake (playwright.config.ts, project "studio-editing"): a service published
// through the lake reaches the lead forms and the inbox by its name; in the real Studio, a case study is
// renamed (its old address never answers 404, renaming back never loops) and unpublished (it stays a
// draft, and the redirects that led to it are sent on in the same step).
onTheLocalStudio({ timeout: 240_000 });

const lakeDir = join(process.cwd(), ".data", "e2e", "sanity-lake-editing");
const lakePort = Number(process.env.SANITY_LOCAL_PORT ?? 54340);
const lakeUrl = `http://127.0.0.1:${Number(process.env.SANITY_LOCAL_EDITING_PORT ?? lakePort + 1)}`;
const token = () => readFileSync(join(lakeDir, "editor-token"), "utf8").trim();

type Doc = { _id: string; _type: string } & Record<string, unknown>;

async function lakeDocument(request: APIRequestContext, id: string): Promise<Doc | undefined> {
  const response = await request.get(`${lakeUrl}/v2025-09-01/data/doc/production/${id}`, {
    headers: { Authorization: `Bearer ${token()}` },
  });
  return ((await response.json()) as { documents: Doc[] }).documents[0];
}

async function mutate(request: APIRequestContext, mutations: unknown[]) {
  const response = await request.post(`${lakeUrl}/v2025-09-01/data/mutate/production`, {
    headers: { Authorization: `Bearer ${token()}` },
    data: { mutations },
  });
  expect(response.status()).toBe(200);
}

/** Status and Location of one request for `path`, redirects not followed. */
async function answer(request: APIRequestContext, path: string): Promise<string> {
  const response = await request.get(path, { maxRedirects: 0 });
  const location = response.headers().location;
  return location
    ? `${response.status()} ${new URL(location, "http://x").pathname}`
    : String(response.status());
}

/**
 * Asks for `path` again and again while `during` runs and until `until` holds: every answer it got, so a
 * test sees whether the address was ever without its page or its redirect.
 */
async function watch(request: APIRequestContext, path: string, during: () => Promise<void>, until: RegExp) {
  const answers: string[] = [];
  let running = true;
  const watcher = (async () => {
    while (running) answers.push(await answer(request, path));
  })();
  try {
    await during();
    await expect.poll(() => answers.at(-1) ?? "", { timeout: 30_000, intervals: [100] }).toMatch(until);
  } finally {
    running = false;
    await watcher;
  }
  return answers;
}

const evaluationForm = (page: Page) => page.getByRole("form", { name: "Project evaluation" });

test("a service published in the lake is offered by the evaluation form, stored by its slug and named in the inbox", async ({
  page: studioTab,
  request,
  browser,
}) => {
  // A tab of its own: the Studio's tab stays a visit from this computer, without the forwarded address
  // each lead form test sends from.
  const page = await studioTab.context().newPage();
  const stamp = Date.now();
  const slug = `data-engineering-${stamp}`;
  const name = `Data Engineering ${stamp}`;
  const original = (await lakeDocument(request, "service-web-development")) as Doc;
  const { _rev: _unused, ...copy } = original;
  await mutate(request, [{ create: { ...copy, _id: `service-${slug}`, slug, title: name, order: 99 } }]);

  await page.setExtraHTTPHeaders({ "x-forwarded-for": uniqueAddress() });
  await expectOnSite(page, "/", () =>
    expect(evaluationForm(page).getByLabel("Service").locator("option", { hasText: name })).toHaveCount(1, {
      timeout: 2_000,
    }),
  );
  const email = uniqueEmail("new-service");
  const form = evaluationForm(page);
  await expect(form.getByRole("button", { name: "Get My Free Evaluation" })).toBeEnabled();
  await form.getByLabel("Name").fill("Noor Haddad");
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Service").selectOption({ label: name });
  await form.getByRole("button", { name: "Get My Free Evaluation" }).click();
  await expect(form.getByLabel("Name")).toHaveValue("", { timeout: 15_000 });
  const [row] = await rowsByEmail("project_evaluations", email);
  expect(row).toMatchObject({ name: "Noor Haddad", service: slug });

  const staff = await browser.newContext({ storageState: await adminStorageState("new-service") });
  const inbox = await staff.newPage();
  await inbox.goto(new URL(`/admin/inbox?lead=${String(row?.id)}`, page.url()).href);
  const detail = inbox.getByRole("dialog", { name: "Project evaluation: Noor Haddad" });
  await expect(detail).toContainText(name, { timeout: 30_000 });
  await expect(detail).not.toContainText(slug);
  await staff.close();
});

test("a renamed case study's old address answers its page, then its redirect, never a 404; renaming back never loops", async ({
  page,
  request,
  consoleProblems,
}) => {
  consoleProblems.allow(STUDIO_NOISE);
  const stamp = Date.now();
  const id = `caseStudy-moving-${stamp}`;
  const first = `moving-portal-${stamp}`;
  const second = `moved-portal-${stamp}`;
  const original = (await lakeDocument(request, "caseStudy-healthcare-portal")) as Doc;
  const { _rev: _unused, ...copy } = original;
  await mutate(request, [{ create: { ...copy, _id: id, slug: first, title: `Moving Portal ${stamp}` } }]);
  await expect.poll(() => answer(request, `/insights/${first}`), { timeout: 15_000 }).toBe("200");

  await openDocument(page, id, "caseStudy");
  const renamed = await watch(
    request,
    `/insights/${first}`,
    async () => {
      await fillField(page, "slug", second);
      await publish(page);
    },
    new RegExp(`^308 /insights/${second}$`),
  );
  expect(renamed.filter((status) => status !== "200" && status !== `308 /insights/${second}`)).toEqual([]);
  expect(await answer(request, `/insights/${second}`)).toBe("200");

  const back = await watch(
    request,
    `/insights/${second}`,
    async () => {
      await fillField(page, "slug", first);
      await publish(page);
    },
    new RegExp(`^308 /insights/${first}$`),
  );
  expect(back.filter((status) => status !== "200" && status !== `308 /insights/${first}`)).toEqual([]);
  // The redirect from the first address went with the rename back: it is the page again, not a loop.
  await expect.poll(() => answer(request, `/insights/${first}`), { timeout: 15_000 }).toBe("200");
  const redirects = await request.get(
    `${lakeUrl}/v2025-09-01/data/query/production?query=${encodeURIComponent(
      `*[_type == "redirect" && from in ${JSON.stringify([`/insights/${first}`, `/insights/${second}`])}]{from, to}`,
    )}`,
  );
  expect(((await redirects.json()) as { result: unknown[] }).result).toEqual([
    { from: `/insights/${second}`, to: `/insights/${first}` },
  ]);
});

test("unpublishing a case study keeps it as a draft and sends the redirects that led to it on", async ({
  page,
  request,
  consoleProblems,
}) => {
  consoleProblems.allow(STUDIO_NOISE);
  const stamp = Date.now();
  const id = `caseStudy-leaving-${stamp}`;
  const slug = `leaving-portal-${stamp}`;
  const title = `Leaving Portal ${stamp}`;
  const original = (await lakeDocument(request, "caseStudy-healthcare-portal")) as Doc;
  const { _rev: _unused, ...copy } = original;
  await mutate(request, [
    { create: { ...copy, _id: id, slug, title } },
    {
      create: {
        _id: `redirect-old-${stamp}`,
        _type: "redirect",
        from: `/old-portal-${stamp}`,
        to: `/insights/${slug}`,
        permanent: true,
      },
    },
  ]);
  await expect
    .poll(() => answer(request, `/old-portal-${stamp}`), { timeout: 15_000 })
    .toBe(`308 /insights/${slug}`);

  await openDocument(page, id, "caseStudy");
  await page.getByTestId("action-menu-button").click();
  await page.getByRole("menuitem", { name: "Unpublish" }).click();
  const dialog = page.getByRole("dialog", { name: "Unpublish" });
  await expect(dialog).toContainText(`“${title}” leaves the site and stays here as a draft.`);
  await expect(dialog.getByRole("list", { name: "Redirects to this page" })).toHaveText(
    `/old-portal-${stamp} → /insights/${slug}`,
  );
  await expect(dialog.getByLabel("Send the redirects to")).toHaveValue("/insights");
  await dialog.getByRole("button", { name: "Unpublish now" }).click();
  await expect(dialog).toBeHidden({ timeout: 15_000 });

  await expect.poll(() => answer(request, `/old-portal-${stamp}`), { timeout: 15_000 }).toBe("308 /insights");
  await expect.poll(() => answer(request, `/insights/${slug}`), { timeout: 15_000 }).toBe("404");
  expect(await lakeDocument(request, id)).toBeUndefined();
  expect(await lakeDocument(request, `drafts.${id}`)).toMatchObject({ slug, title });
  // The Studio still has the document, now a draft that can be published again.
  await expect(page.getByRole("button", { name: "Publish", exact: true })).toBeEnabled();
});
