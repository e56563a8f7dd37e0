/**
 * Writes studio/seed/production.ndjson (Sanity's export format) and its images from the sources in
 * studio/seed/source. Run: npm run seed:build
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { type SingletonId, singletons } from "../../lib/content/singletons.ts";
import { artwork, palettes } from "./art.ts";
import { caseStudies, industries, jobOpenings, services, testimonials } from "./source/collections.ts";
import { privacyPage, termsPage } from "./source/legal.ts";
import { quotePricing } from "./source/pricing.ts";
import { careersPage, processPage } from "./source/process-careers.ts";
import { servicePages } from "./source/service-pages.ts";
import {
  aboutPage,
  companyFacts,
  contactPage,
  homePage,
  industriesPage,
  notFoundPage,
  portfolioPage,
  siteSettings,
  testPage,
} from "./source/site.ts";
import { spanishDocuments } from "./source/spanish.ts";
import { spanishPagesAndCollections } from "./source/spanish-pages.ts";

const here = dirname(fileURLToPath(import.meta.url));
const imagesDir = join(here, "images");

/** Each singleton's seed document, by id: one missing fails to compile. */
const singletonDocuments: Record<SingletonId, Record<string, unknown>> = {
  siteSettings,
  companyFacts,
  homePage,
  processPage,
  careersPage,
  industriesPage,
  aboutPage,
  contactPage,
  portfolioPage,
  testPage,
  notFoundPage,
  privacyPage,
  termsPage,
  quotePricing,
};

const documents: Record<string, unknown>[] = [
  ...singletons.map(({ id, type }) => {
    const doc = singletonDocuments[id];
    if (doc._id !== id || doc._type !== type)
      throw new Error(`The seed's ${id} is not a ${type} stored as ${id}`);
    return doc;
  }),
  ...servicePages,
  ...services,
  ...industries,
  ...caseStudies,
  ...testimonials,
  ...jobOpenings,
  ...spanishDocuments,
  ...spanishPagesAndCollections,
];

const paletteNames = Object.keys(palettes);
const images = new Map<string, string>();
/** Pictures shown on the pages, each with its own palette and size; every other image is a social image. */
// A picture added later carries its own seed, so the images generated before it keep theirs.
const pictures: Record<string, { palette: string; width: number; height: number; seed?: number }> = {
  "case-healthcare-portal.svg": { palette: "teal", width: 1200, height: 800 },
  "case-real-estate-crm.svg": { palette: "amber", width: 1200, height: 800 },
  "case-legal-case-management.svg": { palette: "violet", width: 1200, height: 800 },
  "hero-home.svg": { palette: "crimson", width: 1000, height: 1000, seed: 2015 },
};

// Every image the documents reference gets generated: the pictures above, social images 1200×630.
const referenced = JSON.stringify(documents).matchAll(/image@file:\/\/\.\/images\/([a-z0-9-]+\.svg)/g);
let seed = 1;
for (const [, file] of referenced) {
  if (!file || images.has(file)) continue;
  const picture = pictures[file];
  if (picture?.seed === undefined) seed += 1;
  const paletteName = picture?.palette ?? paletteNames[seed % paletteNames.length] ?? "crimson";
  const palette = palettes[paletteName] ?? palettes.crimson;
  if (!palette) throw new Error(`No palette ${paletteName}`);
  images.set(
    file,
    picture
      ? artwork(picture.width, picture.height, palette, (picture.seed ?? seed) * 7919)
      : artwork(1200, 630, palette, seed * 104729),
  );
}

rmSync(imagesDir, { recursive: true, force: true });
mkdirSync(imagesDir, { recursive: true });
for (const [file, svg] of images) writeFileSync(join(imagesDir, file), svg);
writeFileSync(join(here, "production.ndjson"), `${documents.map((doc) => JSON.stringify(doc)).join("\n")}\n`);

console.info(`seed: ${documents.length} documents, ${readdirSync(imagesDir).length} images`);
