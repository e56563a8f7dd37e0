// Every block of a landing page, rendered through the real query with each of its stored fields removed
// in turn (a walk over whatever the block holds, not a list per block): the page never fails; a missing
// optional part is left out; a missing required part hides that block alone and is logged once.
import { ChakraProvider } from "@chakra-ui/react";
import { renderToString } from "react-dom/server";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { fitToType } from "../../../lib/content/shape.ts";
import { runLocalQuery } from "../../../lib/sanity/groq-local.ts";
import { landingPageQuery } from "../../../lib/sanity/queries.ts";
import { fetchResolved } from "../../../lib/sanity/resolve.ts";
import schema from "../../../lib/sanity/schema.json" with { type: "json" };
import type { LocalDataset, SeedDocument } from "../../../lib/sanity/seed-dataset.ts";
import { type FieldPath, fieldPaths, without } from "../../../tests/fixtures/content/field-walk.ts";
import { readSeedDocuments, seedDataset } from "../../../tests/fixtures/content/load-seed.ts";
import { landingDocument } from "../../../tests/fixtures/sections/landing-document.ts";
import { system } from "../../ui/system.ts";
import { landingBlockTypes } from "./blocks.ts";
import { type LandingContent, PageBuilder } from "./page-builder.tsx";

type Stored = Record<string, unknown>;
type Path = FieldPath;

interface Node {
  type: string;
  name?: string;
  of?: Node | Node[];
  attributes?: Record<string, { value: Node; optional?: boolean }>;
  rest?: Node;
}
const types = new Map((schema as { name: string; value: Node }[]).map((entry) => [entry.name, entry.value]));

const resolve = (node: Node | undefined): Node | undefined =>
  node?.type === "inline" && node.name ? resolve(types.get(node.name)) : node;

/**
 * Whether removing `path` takes a part the block cannot do without, as the Studio schema says: every
 * field on the way is required, and no list lies on the way (a list item missing a part is dropped).
 */
function hidesBlock(type: string, path: Path): boolean {
  let node = resolve(types.get(type));
  for (const step of path) {
    if (typeof step === "number" || !node) return false;
    const attribute = node.attributes?.[step] ?? resolve(node.rest)?.attributes?.[step];
    if (attribute?.optional !== false) return false;
    node = resolve(attribute.value);
  }
  return true;
}

let dataset: LocalDataset;
const page = landingDocument();

beforeAll(() => {
  dataset = seedDataset([...readSeedDocuments(), page as SeedDocument]);
  empty = render([]);
});

/** The landing page's blocks as its query answers them, after `block` replaced the stored one. */
async function blocksWith(block: Stored): Promise<LandingContent["blocks"]> {
  const stored = { ...page, blocks: page.blocks.map((other) => (other._key === block._key ? block : other)) };
  const documents = dataset.documents.map((doc) => (doc._id === page._id ? stored : doc));
  const byId = new Map(dataset.byId).set(page._id, stored as SeedDocument);
  const result = await fetchResolved<LandingContent | null>(
    (query, params) => runLocalQuery({ ...dataset, documents, byId } as LocalDataset, query, params),
    landingPageQuery,
    { slug: page.slug },
  );
  if (!result) throw new Error("the landing page was not found by its path");
  return result.blocks;
}

const render = (blocks: LandingContent["blocks"]) =>
  renderToString(
    <ChakraProvider value={system}>
      <PageBuilder blocks={blocks} source="walk" />
    </ChakraProvider>,
  );

/** A page without blocks: the provider's global styles alone. */
let empty: string;

const cases = page.blocks.flatMap((block) =>
  fieldPaths(block).map((path) => ({ type: block._type, key: block._key, path, block: block as Stored })),
);

afterEach(() => {
  vi.restoreAllMocks();
});

describe("every landing block without one of its fields", () => {
  it("walks every block type, and more than one field of each", () => {
    expect(new Set(cases.map(({ type }) => type))).toEqual(new Set(landingBlockTypes));
    for (const type of landingBlockTypes) {
      expect(cases.filter((entry) => entry.type === type).length, type).toBeGreaterThan(0);
    }
  });

  it("takes the complete blocks as they are: nothing left out, nothing logged", async () => {
    const info = vi.spyOn(console, "info").mockImplementation(() => {});
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    for (const block of await blocksWith(page.blocks[0] as Stored)) {
      expect(fitToType(block._type, block), block._type).toEqual({ value: block, left: [] });
    }
    render(await blocksWith(page.blocks[0] as Stored));
    expect([...info.mock.calls, ...warn.mock.calls]).toEqual([]);
  });

  it.each(cases.map((entry) => [`${entry.type} ${entry.path.join(".")}`, entry] as const))(
    "%s",
    async (_name, { type, key, path, block }) => {
      const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
      vi.spyOn(console, "info").mockImplementation(() => {});
      const blocks = await blocksWith(without(block, path));
      const own = blocks.filter((candidate) => candidate._key === key);
      // The whole page renders, every other block with it.
      const others = render(blocks.filter((candidate) => candidate._key !== key));
      expect(render(blocks).length).toBeGreaterThanOrEqual(others.length);
      const alone = render(own);
      if (hidesBlock(type, path)) {
        expect(alone, "a block missing a required part is hidden").toBe(empty);
        render(own);
        const named = warn.mock.calls.filter(([line]) => String(line).includes(`walk block ${key}`));
        expect(named, "and named in the log once").toHaveLength(1);
      } else {
        expect(alone, "a block missing an optional part still renders").not.toBe(empty);
      }
    },
  );
});
