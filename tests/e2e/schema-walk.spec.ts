import { readFileSync } from "node:fs";
import { join } from "node:path";
import { type APIRequestContext, expect, test } from "@playwright/test";
import { documentPath } from "../../lib/content/page-paths.ts";
import { singletons } from "../../lib/content/singletons.ts";
import { translationOf } from "../../lib/i18n/translations.ts";
import { schemaTypes } from "../../studio/schemaTypes/index.ts";
import {
  type Doc,
  type PageContext,
  type SchemaType,
  spanishPages,
  unmappedGroups,
  visibleHtml,
  type WalkGroup,
  walkDocument,
  walkFixtures,
} from "../schema-walk/plan.ts";

// Every document type of the Studio schema and every field group of it (tests/schema-walk/plan.ts): one
// copy field per group gets a value of its own in one publish per document, through the lake's mutate
// API as the Studio publishes, and must show on every page that renders it within 5 s. Runs on the
// editing server and its lake (playwright.config.ts), after every other test, alone: its 5 s bound is
// the page's, not the rest of the suite's. Every published Spanish translation is walked the same way, on
// the Spanish addresses of its English pages. The seed's values are published back at the end.
test.skip(
  Boolean(process.env.NEXT_PUBLIC_SANITY_PROJECT_ID),
  "a Sanity project is configured: the walk publishes to the local lake",
);
test.describe.configure({ timeout: 150_000 });

const PUBLISH_TO_PAGE_MS = 5_000;
/**
 * The seed's values go back in one publish of every walked document, which expires every page at once:
 * housekeeping for the specs after this one, with a bound for a busy machine, not the figure under test.
 */
const RESTORE_MS = 30_000;
const lakeDir = join(process.cwd(), ".data", "e2e", "sanity-lake-editing");
const lakePort = Number(process.env.SANITY_LOCAL_PORT ?? 54340);
const lakeUrl = `http://127.0.0.1:${Number(process.env.SANITY_LOCAL_EDITING_PORT ?? lakePort + 1)}`;
const api = `${lakeUrl}/v2025-09-01/data`;
const headers = () => ({
  Authorization: `Bearer ${readFileSync(join(lakeDir, "editor-token"), "utf8").trim()}`,
});

const types = schemaTypes as unknown as SchemaType[];
const documentTypes = types.filter((type) => type.type === "document").map((type) => type.name);

async function publishedDocuments(request: APIRequestContext): Promise<Doc[]> {
  const query = encodeURIComponent("*[_type in $types]");
  const response = await request.get(
    `${api}/query/production?query=${query}&$types=${encodeURIComponent(JSON.stringify(documentTypes))}&perspective=published`,
    { headers: headers() },
  );
  expect(response.status()).toBe(200);
  return ((await response.json()) as { result: Doc[] }).result;
}

async function mutate(request: APIRequestContext, mutations: unknown[]) {
  const response = await request.post(`${api}/mutate/production`, {
    headers: headers(),
    data: { mutations },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** The page's markup, its scripts too when the browser renders the copy from them. */
async function pageText(request: APIRequestContext, path: string, withScripts: boolean) {
  const html = await (await request.get(path, { maxRedirects: 0 })).text();
  return withScripts ? html : visibleHtml(html);
}

interface Expectation {
  group: WalkGroup;
  path: string;
  marker: string;
}

/**
 * Fetches each page until it shows its marker (or, `shown: false`, no longer shows it), up to `limit` ms
 * after `since` (5 s unless told); answers what is still missing then.
 */
async function waitForPages(
  request: APIRequestContext,
  expectations: Expectation[],
  since: number,
  { shown = true, limit = PUBLISH_TO_PAGE_MS }: { shown?: boolean; limit?: number } = {},
): Promise<Expectation[]> {
  let pending = expectations;
  // Each round fetches every page still pending once; rounds start until the limit is over.
  for (let round = 0; round < 1_000 && pending.length > 0; round++) {
    if (performance.now() - since > limit) break;
    const texts = new Map<string, Promise<string>>();
    const checked = await Promise.all(
      pending.map(async (expectation) => {
        const withScripts = Boolean(
          "pages" in expectation.group.rendering && expectation.group.rendering.browserRendered,
        );
        const key = `${withScripts}:${expectation.path}`;
        if (!texts.has(key)) texts.set(key, pageText(request, expectation.path, withScripts));
        const text = await (texts.get(key) as Promise<string>);
        return text.includes(expectation.marker) === shown ? null : expectation;
      }),
    );
    pending = checked.filter((expectation): expectation is Expectation => expectation !== null);
  }
  return pending;
}

const describe = ({ group, path, marker }: Expectation) =>
  `${group.type} › ${group.group} › ${group.field?.path} (${marker}) on ${path}`;

test("every document type and field group: a published change shows on every page that renders it within 5 s", async ({
  request,
}) => {
  expect(unmappedGroups(types), "not declared in tests/schema-walk/plan.ts").toEqual([]);
  let documents = await publishedDocuments(request);
  // The English documents: the walk's pages are named by them; translations are walked after them.
  const documentsOf = (type: string) =>
    documents.filter((doc) => doc._type === type && !translationOf(doc._id));
  const created: string[] = [];
  for (const [type, fixture] of Object.entries(walkFixtures)) {
    if (documentsOf(type).length > 0) continue;
    const doc = fixture(documentsOf);
    await mutate(request, [{ createOrReplace: doc }]);
    created.push(doc._id);
  }
  if (created.length > 0) documents = await publishedDocuments(request);

  const singletonIds = new Map<string, string>();
  for (const { id, type } of singletons) if (!singletonIds.has(type)) singletonIds.set(type, id);
  const pathOf = (doc: Doc) => {
    if (doc._type !== "servicePage") return documentPath(doc);
    const ref = (doc.service as { _ref?: string } | undefined)?._ref;
    return documentPath(documents.find((candidate) => candidate._id === ref));
  };

  // One document per type: its singleton, or the first one whose every shown group has copy to change.
  const walks = documentTypes.map((type) => {
    const candidates = singletonIds.has(type)
      ? documentsOf(type).filter((doc) => doc._id === singletonIds.get(type))
      : documentsOf(type).sort((a, b) => a._id.localeCompare(b._id));
    let lastError: unknown = new Error(`no published document of type "${type}"`);
    for (const doc of candidates) {
      try {
        return { doc, groups: walkDocument(doc, types) };
      } catch (error) {
        lastError = error;
      }
    }
    // A type whose groups are all shown nowhere needs no document.
    try {
      const groups = walkDocument({ _id: `${type}-none`, _type: type }, types);
      if (groups.every((group) => !group.field)) return { doc: null, groups };
    } catch {}
    throw lastError;
  });

  // Every published translation, each on the Spanish pages of its English document's pages. A translation
  // may lack copy in a group only where its English document does too (neither page shows that section).
  const walksInEnglish = (id: string | undefined) => {
    const english = documents.find((doc) => doc._id === id);
    if (!english) return false;
    try {
      walkDocument(english, types);
      return true;
    } catch {
      return false;
    }
  };
  const translations = documents
    .filter((doc) => translationOf(doc._id)?.locale === "es")
    .sort((a, b) => a._id.localeCompare(b._id))
    .flatMap((doc) => {
      const english = translationOf(doc._id)?.id;
      try {
        return [{ doc, groups: walkDocument(doc, types), english }];
      } catch (error) {
        if (walksInEnglish(english)) throw error;
        return [];
      }
    });
  const untranslated = new Set<string>();

  const original = new Map<string, { id: string; path: string; value: string }>();
  const published: Expectation[] = [];
  const timings: string[] = [];
  try {
    const allWalks: { doc: Doc | null; groups: WalkGroup[]; english?: string }[] = [
      ...walks,
      ...translations,
    ];
    for (const { doc, groups, english } of allWalks) {
      if (!doc) continue;
      // A translation names its pages as its English document does, then each at its Spanish address.
      const named = english ? { ...doc, _id: english } : doc;
      const englishDoc = english ? documents.find((other) => other._id === english) : doc;
      const context: PageContext = { ownPath: pathOf(englishDoc ?? named), pathOf, documentsOf, documents };
      const set: Record<string, string> = {};
      const expectations: Expectation[] = [];
      for (const group of groups) {
        if (!group.field || !("pages" in group.rendering)) continue;
        let pages = group.rendering.pages(named, context, group.field);
        if (english) {
          const spanish = spanishPages(group, named, context);
          for (const path of spanish.untranslated) untranslated.add(`${doc._id} › ${group.group}: ${path}`);
          pages = spanish.pages;
        }
        if (pages.length === 0) continue;
        const marker = `Walk${Math.random().toString(36).slice(2, 10)}`;
        set[group.field.path] = `${marker} ${group.field.value}`;
        original.set(marker, { id: doc._id, path: group.field.path, value: group.field.value });
        for (const path of new Set(pages)) expectations.push({ group, path, marker });
      }
      if (expectations.length === 0) continue;
      const since = performance.now();
      await mutate(request, [{ patch: { id: doc._id, set } }]);
      published.push(...expectations);
      const missing = await waitForPages(request, expectations, since);
      timings.push(`${doc._id}: ${Math.round(performance.now() - since)} ms`);
      expect(missing.map(describe), `not on the page ${PUBLISH_TO_PAGE_MS} ms after Publish`).toEqual([]);
    }
  } finally {
    // The seed's values back, in one publish, so the specs after this one see the seed.
    const byDocument = new Map<string, Record<string, string>>();
    for (const { id, path, value } of original.values())
      byDocument.set(id, { ...byDocument.get(id), [path]: value });
    const restore = [...byDocument].map(([id, set]) => ({ patch: { id, set } }));
    if (restore.length + created.length > 0)
      await mutate(request, [...restore, ...created.map((id) => ({ delete: { id } }))]);
    console.info(`[schema-walk] publish to every page: ${timings.join(", ")}`);
    // Pages with no Spanish address yet: their translation is shown nowhere in Spanish, so not walked there.
    if (untranslated.size > 0)
      console.info(`[schema-walk] no Spanish page yet: ${[...untranslated].join(", ")}`);
  }
  const since = performance.now();
  const stillShown = await waitForPages(request, published, since, { shown: false, limit: RESTORE_MS });
  expect(stillShown.map(describe), "the seed's value is not back").toEqual([]);
});
