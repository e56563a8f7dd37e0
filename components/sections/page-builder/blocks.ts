/**
 * The blocks a landing page is composed of, in the order the Studio's "Add item" menu offers them. Each
 * block lives in its own folder (schema, GROQ fragment, component) and serves the fixed pages too; this
 * list is the one key the page builder's three parts share: `schema.ts` maps each name to its Studio
 * type, `query.ts` projects each, `page-builder.tsx` renders each, and the type checker (with the unit
 * test beside this file) fails when one of them misses a name.
 */
export const landingBlockTypes = [
  "homeHero",
  "statsBlock",
  "cardsBlock",
  "processBlock",
  "testimonialsBlock",
  "homePortfolio",
  "textBlock",
  "banner",
  "evaluationBlock",
  "contactBlock",
] as const;

export type LandingBlockType = (typeof landingBlockTypes)[number];
