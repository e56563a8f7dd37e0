import { ChakraProvider } from "@chakra-ui/react";
import { renderToString } from "react-dom/server";
import { beforeAll, describe, expect, it } from "vitest";
import { runLocalQuery } from "../../../lib/sanity/groq-local.ts";
import { landingPageQuery } from "../../../lib/sanity/queries.ts";
import { fetchResolved } from "../../../lib/sanity/resolve.ts";
import { landingPage } from "../../../studio/schemaTypes/documents/landing-page.ts";
import { schemaTypes } from "../../../studio/schemaTypes/index.ts";
import { readSeedDocuments, seedDataset } from "../../../tests/fixtures/content/load-seed.ts";
import { decode } from "../../../tests/fixtures/sections/copy-for-test.ts";
import { landingDocument } from "../../../tests/fixtures/sections/landing-document.ts";
import { system } from "../../ui/system.ts";
import { landingBlockTypes } from "./blocks.ts";
import { type LandingContent, PageBuilder } from "./page-builder.tsx";
import { landingBlocksFields } from "./query.ts";
import { landingBlockSchemas } from "./schema.ts";

let content: LandingContent;
let html: string;

beforeAll(async () => {
  const dataset = seedDataset([...readSeedDocuments(), landingDocument()]);
  const result = await fetchResolved<LandingContent | null>(
    (query, params) => runLocalQuery(dataset, query, params),
    landingPageQuery,
    { slug: "offers/spring" },
  );
  if (!result) throw new Error("the landing page was not found by its path");
  content = result;
  html = decode(
    renderToString(
      <ChakraProvider value={system}>
        <PageBuilder blocks={content.blocks} />
      </ChakraProvider>,
    ),
  );
});

describe("the block registry", () => {
  it("gives every block name a Studio type of that name, registered once in the schema", () => {
    for (const type of landingBlockTypes) {
      expect(landingBlockSchemas[type].name).toBe(type);
      expect(schemaTypes.filter((schemaType) => schemaType.name === type)).toHaveLength(1);
    }
  });

  it("offers exactly those blocks in the landing page's Sections field", () => {
    const blocks = landingPage.fields.find((field) => field.name === "blocks") as { of: { type: string }[] };
    expect(blocks.of.map(({ type }) => type)).toEqual([...landingBlockTypes]);
  });

  it("projects every block in the query", () => {
    for (const type of landingBlockTypes) expect(landingBlocksFields).toContain(`_type == "${type}" =>`);
  });
});

describe("a landing page", () => {
  it("reads every block in the editor's order through the real query", () => {
    expect(content.blocks.map((block) => block._type)).toEqual([...landingBlockTypes]);
  });

  it("renders each block's own copy and the lists it shares with the fixed pages", () => {
    for (const text of [
      "Spring offer for growing teams",
      "48h",
      "Launch plan",
      "How we work, in 7 phases",
      "Discovery & Strategy",
      "Sarah Chen",
      "Recent work",
      "Healthcare Portal Platform",
      "Read the story",
      "Who can apply?",
      "Book your spring slot",
      "Free evaluation of your project",
      "Talk to the spring team",
    ]) {
      expect(html).toContain(text);
    }
    expect(html.match(/<h1\b/g)).toHaveLength(1);
  });

  it("gives repeated blocks ids of their own", () => {
    expect(html).toContain('id="cards-b2"');
    expect(html).toContain('id="text-b6"');
    expect(html).toContain('id="cta-b7"');
  });
});
