import { ChakraProvider } from "@chakra-ui/react";
import { renderToString } from "react-dom/server";
import { beforeAll, describe, expect, it } from "vitest";
import { runLocalQuery } from "../../lib/sanity/groq-local.ts";
import { homePageQuery } from "../../lib/sanity/queries.ts";
import { fetchResolved } from "../../lib/sanity/resolve.ts";
import type { LocalDataset } from "../../lib/sanity/seed-dataset.ts";
import { seedDataset } from "../../tests/fixtures/content/load-seed.ts";
import {
  collectCopy,
  decode,
  readable,
  seedWithChangedCopy,
} from "../../tests/fixtures/sections/copy-for-test.ts";
import type { HomeContent } from "../sections/types.ts";
import { system } from "../ui/system.ts";
import { HomePage } from "./home-page.tsx";

async function homeContent(dataset: LocalDataset): Promise<HomeContent> {
  const content = await fetchResolved<HomeContent | null>(
    (query, params) => runLocalQuery(dataset, query, params),
    homePageQuery,
  );
  if (!content) throw new Error("no home page");
  return content;
}

const render = (content: HomeContent) =>
  decode(
    renderToString(
      <ChakraProvider value={system}>
        <HomePage content={content} />
      </ChakraProvider>,
    ),
  );

let original: HomeContent;
let originalHtml: string;

beforeAll(async () => {
  original = await homeContent(seedDataset());
  originalHtml = render(original);
});

describe("home page", () => {
  it("renders the spec's hero and services copy", () => {
    for (const text of [
      "Make an impact that matters",
      "We help organizations transform their business through technology, strategy, and innovation to create lasting value and competitive advantage.",
      "Get started",
      "Learn more",
      "150+",
      "Projects",
      "Global offices",
      "24/7",
      "Client support",
      "Digital solutions that drive growth",
      "Evaluate Your Project for Free",
      "4-step quote · Instant estimate · Response within 24 hours",
    ]) {
      expect(originalHtml).toContain(text);
    }
    expect(originalHtml).toContain('id="services"');
    expect(originalHtml.match(/data-service-card=""/g)).toHaveLength(8);
  });

  it("renders every string the home query returns", () => {
    const text = readable(originalHtml);
    const missing = [...collectCopy(original, new Set())].filter((copy) => !text.includes(copy));
    expect(missing).toEqual([]);
  });

  it("shows the case study images from the seed", () => {
    for (const file of [
      "case-healthcare-portal.svg",
      "case-real-estate-crm.svg",
      "case-legal-case-management.svg",
    ]) {
      expect(originalHtml).toContain(`src="/seed-images/${file}"`);
    }
  });

  it("links each service card to its page and the quote buttons to the contact section", () => {
    for (const slug of ["web-development", "seo-insights", "experience-optimization"]) {
      expect(originalHtml).toContain(`href="/services/${slug}"`);
    }
    expect(originalHtml).toMatch(/href="\/#contact"[^>]*>Get a Legal Quote/);
  });

  it("renders what the slots are given", () => {
    const html = renderToString(
      <ChakraProvider value={system}>
        <HomePage
          content={original}
          evaluationForm={<form aria-label="evaluation slot" />}
          contactForm={<form aria-label="contact slot" />}
          renderQuoteButton={(label) => <button type="button">{`open:${label}`}</button>}
        />
      </ChakraProvider>,
    );
    expect(html).toContain('aria-label="evaluation slot"');
    expect(html).toContain('aria-label="contact slot"');
    expect(decode(html)).toContain("open:Start Your Comprehensive Quote");
    expect(decode(html)).toContain("open:Get Comprehensive Quote");
  });

  it("hard-codes no copy: a dataset with every string changed shows none of the original", async () => {
    const changed = seedWithChangedCopy();
    const html = readable(render(await homeContent(seedDataset(changed))));
    const originals = [...collectCopy(original, new Set())].filter((text) => text.length >= 3);
    expect(originals.length).toBeGreaterThan(100);
    expect(originals.filter((text) => html.includes(text))).toEqual([]);
    expect(html).toContain("Zq srettam taht tcapmi na ekaM");
  });
});
