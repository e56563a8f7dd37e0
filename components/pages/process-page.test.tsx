import { beforeAll, describe, expect, it } from "vitest";
import { runLocalQuery } from "../../lib/sanity/groq-local.ts";
import { processPageQuery } from "../../lib/sanity/queries.ts";
import { fetchResolved } from "../../lib/sanity/resolve.ts";
import type { LocalDataset, SeedDocument } from "../../lib/sanity/seed-dataset.ts";
import { readSeedDocuments, seedDataset } from "../../tests/fixtures/content/load-seed.ts";
import {
  collectCopy,
  decode,
  readable,
  seedWithChangedCopy,
} from "../../tests/fixtures/sections/copy-for-test.ts";
import { renderSection } from "../../tests/fixtures/sections/render-for-test.tsx";
import { type ProcessContent, ProcessPage } from "./process-page.tsx";

async function processContent(dataset: LocalDataset): Promise<ProcessContent> {
  const content = await fetchResolved<ProcessContent | null>(
    (query, params) => runLocalQuery(dataset, query, params),
    processPageQuery,
  );
  if (!content) throw new Error("no process page");
  return content;
}

const render = (content: ProcessContent) => decode(renderSection(<ProcessPage content={content} />));

const progressValues = (html: string) =>
  [...html.matchAll(/data-phase-progress="(\d+)"/g)].map((match) => Number(match[1]));

let original: ProcessContent;
let html: string;

beforeAll(async () => {
  original = await processContent(seedDataset());
  html = render(original);
});

describe("process page", () => {
  it("shows the marketing figures, since 2015", () => {
    for (const value of ["500+", "99.9%", "50+", "24/7"])
      expect(html).toMatch(new RegExp(`<dd[^>]*>${value.replace(/[.+]/g, "\\$&")}</dd>`));
    expect(html).toContain("Digital Excellence Since 2015");
  });

  it("has one h1 and h2 section titles under it", () => {
    expect(html.match(/<h1\b/g)).toHaveLength(1);
    expect(html).toMatch(/<h1[^>]*>Building tomorrow's digital experiences<\/h1>/);
    expect(html.match(/<h2\b/g)?.length).toBeGreaterThanOrEqual(4);
  });

  it("lists the seven phases in order with their durations and four bullets each", () => {
    const phases = [
      ["Discovery & Strategy", "1-2 weeks"],
      ["Planning & Design", "1-2 weeks"],
      ["Design & Prototyping", "2-3 weeks"],
      ["Development & Integration", "4-12 weeks"],
      ["Testing & QA", "1-2 weeks"],
      ["Launch & Deployment", "1 week"],
      ["Growth & Optimization", "Ongoing"],
    ];
    const text = readable(html);
    let from = 0;
    for (const [title, duration] of phases) {
      const at = text.indexOf(`\n${title}\n`, from);
      expect(at, title).toBeGreaterThan(from);
      expect(text.slice(at, at + 200), title).toContain(`\n${duration}\n`);
      from = at;
    }
    expect(html.match(/data-phase=""/g)).toHaveLength(7);
    expect(original.phases.every((phase) => phase.bullets.length === 4)).toBe(true);
  });

  it("shows each phase's progress, derived from its position", () => {
    expect(progressValues(html)).toEqual([14, 28, 42, 56, 70, 84, 100]);
    expect([...html.matchAll(/aria-valuenow="(\d+)"/g)].map((m) => Number(m[1]))).toEqual([
      14, 28, 42, 56, 70, 84, 100,
    ]);
    expect(html).toContain('aria-labelledby="phase-1-title"');
  });

  it("has the four why-choose-us cards and three five-star testimonials", () => {
    for (const title of ["Enterprise Security", "Rapid Development", "Proven ROI", "Smart Solutions"]) {
      expect(html).toContain(`>${title}</h3>`);
    }
    expect(html.match(/data-testimonial=""/g)).toHaveLength(3);
    expect(html.match(/data-stars="5"/g)).toHaveLength(3);
    for (const name of ["Sarah Chen", "Marcus Rodriguez", "Elena Volkov"]) expect(html).toContain(name);
  });

  it("ends with the call to action to the contact section and the work", () => {
    expect(html).toMatch(/<h2[^>]*>Ready to transform your digital presence\?<\/h2>/);
    expect(html).toMatch(/href="\/#contact"[^>]*>Start Your Project/);
    expect(html).toMatch(/href="\/insights"[^>]*>View Our Work/);
  });

  it("opens the quote dialog from 'Start Your Project' when the page mounts one", () => {
    const withDialog = decode(
      renderSection(
        <ProcessPage
          content={original}
          renderQuoteButton={(label) => <button type="button">{`quote:${label}`}</button>}
        />,
      ),
    );
    expect(withDialog).toContain("quote:Start Your Project");
    expect(withDialog).toMatch(/href="\/insights"[^>]*>View Our Work/);
  });

  it("renders every string the process query returns", () => {
    const text = readable(html);
    const missing = [...collectCopy(original)].filter((copy) => !text.includes(copy));
    expect(missing).toEqual([]);
  });

  it("hard-codes no copy: a dataset with every string changed shows none of the original", async () => {
    const changed = readable(render(await processContent(seedDataset(seedWithChangedCopy()))));
    const originals = [...collectCopy(original)].filter((text) => text.length >= 3);
    expect(originals.length).toBeGreaterThan(60);
    expect(originals.filter((text) => changed.includes(text))).toEqual([]);
    expect(changed).toContain("Zq secneirepxe latigid s'worromot gnidliuB");
  });

  it("follows the number of phases: progress and every sentence that counts them", async () => {
    const documents: SeedDocument[] = readSeedDocuments().map((doc) =>
      doc._id === "processPage" ? { ...doc, phases: (doc.phases as unknown[]).slice(0, 4) } : doc,
    );
    const fewer = render(await processContent(seedDataset(documents)));
    expect(progressValues(fewer)).toEqual([25, 50, 75, 100]);
    const counted = [...readable(fewer).matchAll(/\b(\d+|seven|four)\s+phases\b/gi)].map((m) => m[1]);
    expect(counted.length).toBeGreaterThan(0);
    expect(counted.every((count) => count === "4")).toBe(true);
    expect(readable(html)).toContain("the same 7 phases");
  });
});
