import { bannerBlockFields } from "../closing-banner/query.ts";
import { contactBlockFields } from "../contact/query.ts";
import { evaluationBlockFields } from "../evaluation/query.ts";
import { heroBlockFields } from "../hero/query.ts";
import { cardsBlockFields } from "../icon-cards/query.ts";
import { portfolioBlockFields } from "../portfolio/query.ts";
import { processBlockFields } from "../process-phases/query.ts";
import { statsBlockFields } from "../stats-band/query.ts";
import { testimonialsBlockFields } from "../testimonials/query.ts";
import { textBlockFields } from "../text-sections/query.ts";

/** A landing page's blocks, each projected by its own folder's fragment (one per name of blocks.ts). */
export const landingBlocksFields = /* groq */ `blocks[]{
  _key,
  _type,
  ${heroBlockFields},
  ${statsBlockFields},
  ${cardsBlockFields},
  ${processBlockFields},
  ${testimonialsBlockFields},
  ${portfolioBlockFields},
  ${textBlockFields},
  ${bannerBlockFields},
  ${evaluationBlockFields},
  ${contactBlockFields}
}` as const;
