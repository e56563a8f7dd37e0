import { createSchema, validateDocument, type Workspace } from "sanity";
import { beforeAll, describe, expect, it } from "vitest";
import { servicePageId, servicePageSlugs } from "../../lib/content/service-pages.ts";
import { singletonIds } from "../../lib/content/singletons.ts";
import { runLocalQuery } from "../../lib/sanity/groq-local.ts";
import type { LocalDataset, SeedDocument } from "../../lib/sanity/seed-dataset.ts";
import { readSeedDocuments, readSeedImages, seedDataset } from "../../tests/fixtures/content/load-seed.ts";
import { schemaTypes } from "../schemaTypes/index.ts";

const schema = createSchema({ name: "default", types: schemaTypes });

let dataset: LocalDataset;

// The rules that read other documents (the company facts) query the seed itself, with the same GROQ
// engine the site uses offline.
const seedClient = {
  fetch: (query: string, params: Record<string, unknown> = {}) => runLocalQuery(dataset, query, params),
  config: () => ({ projectId: "seed", dataset: "production" }),
};

// The real schema and Sanity's own validator; only the network-facing parts of a workspace are left out.
const workspace = { schema, getClient: () => seedClient } as unknown as Workspace;

// "studio" reports each rule at the level editors see. "cli" also flags fields the schema does not
// know, but it wraps object rules in a warning, so it is used only where no marker is expected.
async function validate(document: SeedDocument, environment: "studio" | "cli" = "studio") {
  const markers = await validateDocument({
    document: document as never,
    workspace,
    environment,
    getDocumentExists: async ({ id }) => dataset.byId.has(id),
  });
  return markers.map((marker) => ({
    level: marker.level,
    path: marker.path.join("."),
    message: marker.message,
  }));
}

beforeAll(() => {
  dataset = seedDataset();
});

type Marker = Awaited<ReturnType<typeof validate>>[number];

// The spec quotes 500+ projects for the marketing figures and 150+ for the home hero; the seed keeps
// both, and Company facts shows the disagreement to the editor who settles it.
const isProjectCountConflict = (marker: Marker) =>
  marker.level === "warning" &&
  marker.path === "facts" &&
  marker.message.includes("500+ ({projectsDelivered}");

describe("seed dataset", () => {
  it("compiles the Studio schema without errors", () => {
    const problems = schema._validation
      ?.flatMap((group) => group.problems)
      .filter((problem) => problem.severity === "error");
    expect(problems ?? []).toEqual([]);
  });

  it("holds every singleton and one page per service route", () => {
    const ids = new Set(readSeedDocuments().map((doc) => doc._id));
    for (const id of Object.values(singletonIds)) expect(ids, id).toContain(id);
    for (const slug of servicePageSlugs) expect(ids, slug).toContain(servicePageId(slug));
  });

  it("references only images that exist, and every image is used", () => {
    const raw = JSON.stringify(readSeedDocuments());
    const files = readSeedImages().map((image) => image.file);
    for (const file of files) expect(raw).toContain(`image@file://./images/${file}`);
    expect(() => seedDataset()).not.toThrow();
  });

  it("every document is valid against the Studio schema; the only warning is the spec's project-count conflict", async () => {
    const content = dataset.documents.filter((doc) => !doc._type.startsWith("sanity."));
    expect(content.length).toBeGreaterThan(40);
    const results = await Promise.all(
      content.map(async (doc) => ({
        id: doc._id,
        markers: [...(await validate(doc, "studio")), ...(await validate(doc, "cli"))].filter(
          (marker) => !(doc._id === singletonIds.companyFacts && isProjectCountConflict(marker)),
        ),
      })),
    );
    expect(results.filter((result) => result.markers.length > 0)).toEqual([]);
  });

  it("social images are 1200×630", () => {
    const refs = JSON.stringify(dataset.documents).match(/image-[a-f0-9]+-\d+x\d+-svg/g) ?? [];
    const ogImages = dataset.documents.filter(
      (doc) => doc._type === "sanity.imageAsset" && String(doc.originalFilename).startsWith("og-"),
    );
    expect(ogImages.length).toBeGreaterThan(10);
    for (const asset of ogImages) expect(asset._id).toMatch(/-1200x630-svg$/);
    expect(refs.length).toBeGreaterThan(0);
  });
});

describe("the schema's rules catch broken content", () => {
  const find = (id: string) => {
    const doc = dataset.byId.get(id);
    if (!doc) throw new Error(`missing ${id}`);
    return structuredClone(doc);
  };

  it("flags a hard-coded step count in any text field as a warning", async () => {
    const industries = find(singletonIds.industriesPage);
    (industries.quoteCta as Record<string, unknown>).smallPrint = "6-step process · Instant estimate";
    const markers = await validate(industries);
    expect(markers).toEqual([
      expect.objectContaining({
        level: "warning",
        path: "quoteCta.smallPrint",
        message: expect.stringContaining("6-step"),
      }),
    ]);
  });

  it("warns on a button label that says nothing of where it leads, not on a jump within the page", async () => {
    const home = find(singletonIds.homePage);
    // The hero's "Learn more" goes to /#services on the home page itself: search engines accept that.
    expect((home.hero as { secondary: { href: string } }).secondary.href).toBe("/#services");
    (home.about as Record<string, unknown>).secondary = { _type: "cta", label: "Learn more", href: "/about" };
    expect(await validate(home)).toEqual([
      expect.objectContaining({
        level: "warning",
        path: "about.secondary.label",
        message: expect.stringContaining('"Learn more" says nothing of where the link goes'),
      }),
    ]);
  });

  it("flags counts in nested lists and rich text", async () => {
    const process = find(singletonIds.processPage);
    const phases = process.phases as { bullets: string[] }[];
    if (phases[0]) phases[0].bullets[1] = "Runs through 7 phases";
    const terms = find(singletonIds.termsPage);
    const body = terms.body as { children: { text: string }[] }[];
    if (body[0]?.children[0]) body[0].children[0].text = "Our four steps to sign a contract.";
    expect((await validate(process)).map((m) => m.level)).toEqual(["warning"]);
    expect(await validate(terms)).toEqual([expect.objectContaining({ level: "warning", path: "body" })]);
  });

  it("shows the spec's two project counts as one conflict in Company facts, and none once they agree", async () => {
    const facts = find(singletonIds.companyFacts);
    expect(await validate(facts)).toEqual([
      {
        level: "warning",
        path: "facts",
        message: expect.stringContaining("150+ ({homeProjects}, Projects (home hero))"),
      },
    ]);
    for (const fact of facts.facts as { key: string; value: string }[]) {
      if (fact.key === "homeProjects") fact.value = "500+";
    }
    expect(await validate(facts)).toEqual([]);
  });

  it("flags a company figure typed in a figure, a text or rich text, and points to its token", async () => {
    const home = find(singletonIds.homePage);
    const [projects, offices] = (home.hero as { stats: { value: string }[] }).stats;
    if (!projects || !offices) throw new Error("hero figures missing");
    projects.value = "150+";
    offices.value = "3";
    const about = find(singletonIds.aboutPage);
    (about.heading as { text: string }).text = "Building for clients since 2015.";
    const terms = find(singletonIds.termsPage);
    const body = terms.body as { children: { text: string }[] }[];
    if (body[0]?.children[0]) body[0].children[0].text = "Support is available 24/7.";
    const messages = async (doc: SeedDocument) =>
      (await validate(doc)).map((marker) => [marker.level, marker.message.match(/Write \{(\w+)\}/)?.[1]]);
    expect(await messages(home)).toEqual([
      ["warning", "homeProjects"],
      ["warning", "officeCount"],
    ]);
    expect(await messages(about)).toEqual([["warning", "foundedYear"]]);
    expect(await messages(terms)).toEqual([["warning", "supportHours"]]);
  });

  it("flags a figure of a fact's kind that differs from the fact, naming the fact", async () => {
    const about = find(singletonIds.aboutPage);
    (about.heading as { text: string }).text = "600+ projects since 2014 from 4 offices.";
    const messages = (await validate(about)).map((marker) => [marker.level, marker.message]);
    expect(messages).toEqual([["warning", expect.any(String)]]);
    const message = String(messages[0]?.[1]);
    expect(message).toContain('"600+" disagrees with the company fact "Projects delivered" (500+)');
    expect(message).toContain('"2014" disagrees with the company fact "Founding year" (2015)');
    expect(message).toContain('"4" disagrees with the company fact "Offices" (3)');
  });

  it("leaves a client's and an industry's own figures alone", async () => {
    const study = find("caseStudy-healthcare-portal");
    (study.metrics as { value: string; label: string }[])[0] = { value: "500+", label: "Projects" } as never;
    expect(await validate(study)).toEqual([]);
  });

  it("requires exactly three industry stats, four services and nine specialties", async () => {
    const industry = find("industry-legal");
    (industry.stats as unknown[]).pop();
    (industry.services as unknown[]).push("Extra");
    (industry.specialties as unknown[]).splice(0, 1);
    const errors = (await validate(industry)).filter((m) => m.level === "error").map((m) => m.path);
    expect(errors.sort()).toEqual(["services", "specialties", "stats"]);
  });

  it("requires four capability cards, three hero stats and three case study results", async () => {
    const page = find(servicePageId("brand-identity"));
    (page.capabilities as unknown[]).pop();
    const home = find(singletonIds.homePage);
    (home.hero as { stats: unknown[] }).stats.pop();
    const study = find("caseStudy-real-estate-crm");
    (study.metrics as unknown[]).push({ _type: "stat", _key: "x", value: "1", label: "More" });
    expect((await validate(page)).map((m) => m.path)).toEqual(["capabilities"]);
    expect((await validate(home)).map((m) => m.path)).toEqual(["hero.stats"]);
    expect((await validate(study)).map((m) => m.path)).toEqual(["metrics"]);
  });

  it("keeps ratings between 1 and 5 and icons, gradients within their lists", async () => {
    const testimonial = find("testimonial-sarah-chen");
    testimonial.rating = 6;
    const service = find("service-web-development");
    service.icon = "not-an-icon";
    service.gradient = "rainbow";
    expect((await validate(testimonial)).map((m) => m.path)).toEqual(["rating"]);
    expect((await validate(service)).map((m) => m.path).sort()).toEqual(["gradient", "icon"]);
  });

  it("rejects a missing required field and a social image of the wrong size", async () => {
    const home = find(singletonIds.homePage);
    delete (home.hero as Record<string, unknown>).title;
    const seo = home.seo as { ogImage: { asset: { _ref: string } } };
    const wrongSize = seo.ogImage.asset._ref.replace("1200x630", "800x600");
    dataset.byId.set(wrongSize, { _id: wrongSize, _type: "sanity.imageAsset" });
    seo.ogImage.asset._ref = wrongSize;
    const markers = await validate(home);
    const paths = markers.filter((m) => m.level === "error").map((m) => m.path);
    expect(paths.sort()).toEqual(["hero.title", "seo.ogImage"]);
  });
});
