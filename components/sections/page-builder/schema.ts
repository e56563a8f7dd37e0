import type { SchemaTypeDefinition } from "sanity";
import { banner } from "../closing-banner/schema.ts";
import { contactBlock } from "../contact/schema.ts";
import { evaluationBlock } from "../evaluation/schema.ts";
import { homeHero } from "../hero/schema.ts";
import { cardsBlock } from "../icon-cards/schema.ts";
import { homePortfolio } from "../portfolio/schema.ts";
import { processBlock } from "../process-phases/schema.ts";
import { statsBlock } from "../stats-band/schema.ts";
import { testimonialsBlock } from "../testimonials/schema.ts";
import { textBlock } from "../text-sections/schema.ts";
import type { LandingBlockType } from "./blocks.ts";

/** Each landing block's Studio type, from its own folder. */
export const landingBlockSchemas = {
  homeHero,
  statsBlock,
  cardsBlock,
  processBlock,
  testimonialsBlock,
  homePortfolio,
  textBlock,
  banner,
  evaluationBlock,
  contactBlock,
} satisfies Record<LandingBlockType, SchemaTypeDefinition>;
