/**
 * Writes studio/seed/production.ndjson (Sanity's export format) and its images from the sources in
 * studio/seed/source. Run: npm run seed:build
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
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

const here = dirname(fileURLToPath(import.meta.url));
const imagesDir = join(here, "images");

const documents: Record<string, unknown>[] = [
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
  ...servicePages,
  ...services,
  ...industries,
  ...caseStudies,
  ...testimonials,
  ...jobOpenings,
];

const paletteNames = Object.keys(palettes);
const images = new Map<string, string>();
const caseStudyPalettes: Record<string, string> = {
  "case-healthcare-portal.svg": "teal",
  "case-real-estate-crm.svg": "amber",
  "case-legal-case-management.svg": "violet",
};

// Every image the documents reference gets generated: case studies 1200×800, social images 1200×630.
const referenced = JSON.stringify(documents).matchAll(/image@file:\/\/\.\/images\/([a-z0-9-]+\.svg)/g);
let seed = 1;
for (const [, file] of referenced) {
  if (!file || images.has(file)) continue;
  seed += 1;
  const caseStudy = caseStudyPalettes[file];
  const paletteName = caseStudy ?? paletteNames[seed % paletteNames.length] ?? "crimson";
  const palette = palettes[paletteName] ?? palettes.crimson;
  if (!palette) throw new Error(`No palette ${paletteName}`);
  images.set(
    file,
    caseStudy ? artwork(1200, 800, palette, seed * 7919) : artwork(1200, 630, palette, seed * 104729),
  );
}

rmSync(imagesDir, { recursive: true, force: true });
mkdirSync(imagesDir, { recursive: true });
for (const [file, svg] of images) writeFileSync(join(imagesDir, file), svg);
writeFileSync(join(here, "production.ndjson"), `${documents.map((doc) => JSON.stringify(doc)).join("\n")}\n`);

console.info(`seed: ${documents.length} documents, ${readdirSync(imagesDir).length} images`);
