import { Fragment, type ReactNode } from "react";
import { withLiveSectionLinks } from "../../../lib/content/page-sections.ts";
import { fitForRender } from "../../../lib/content/shape.ts";
import type { LandingPageQueryResult } from "../../../lib/sanity/sanity.types.ts";
import { css } from "../../../styled-system/css/index.mjs";
import { Reveal } from "../../ui/reveal.tsx";
import { CtaBanner } from "../closing-banner/cta-banner.tsx";
import { Contact } from "../contact/contact.tsx";
import { Evaluation } from "../evaluation/evaluation.tsx";
import { Hero } from "../hero/hero.tsx";
import { IconCards } from "../icon-cards/icon-cards.tsx";
import { Portfolio } from "../portfolio/portfolio.tsx";
import { ProcessPhases } from "../process-phases/process-phases.tsx";
import { defaultQuoteButton } from "../quote-button.tsx";
import { SectionHeading } from "../section-heading.tsx";
import { SectionShell } from "../section-shell.tsx";
import { StatsBand } from "../stats-band/stats-band.tsx";
import { Testimonials } from "../testimonials/testimonials.tsx";
import { TextSections } from "../text-sections/text-sections.tsx";
import type { RenderQuoteButton } from "../types.ts";
import type { LandingBlockType } from "./blocks.ts";

export type LandingContent = NonNullable<LandingPageQueryResult>;
export type LandingBlock = LandingContent["blocks"][number];

/** What the page around the blocks provides: the forms and the quote button are islands of the site. */
export interface BlockContext {
  evaluationForm?: ReactNode;
  contactForm?: ReactNode;
  renderQuoteButton: RenderQuoteButton;
}

type Renderers = {
  [Type in LandingBlockType]: (
    block: Extract<LandingBlock, { _type: Type }>,
    context: BlockContext,
  ) => ReactNode;
};

/** Each block's component from its own folder; ids carry the block's key, so a block may repeat. */
const renderers: Renderers = {
  homeHero: (block) => <Hero hero={block} />,
  statsBlock: (block) => (
    <SectionShell id={`figures-${block._key}`} labelledBy={`figures-${block._key}-title`} rhythm="compact">
      <SectionHeading heading={block.heading} id={`figures-${block._key}-title`} />
      <div className={css({ mt: { base: "8", md: "10" } })}>
        <StatsBand stats={block.stats} />
      </div>
    </SectionShell>
  ),
  cardsBlock: (block) => <IconCards id={`cards-${block._key}`} heading={block.heading} cards={block.cards} />,
  processBlock: (block) => <ProcessPhases heading={block.heading} phases={block.phases ?? []} />,
  testimonialsBlock: (block) => <Testimonials heading={block.heading} testimonials={block.testimonials} />,
  homePortfolio: (block) => <Portfolio portfolio={block} />,
  textBlock: (block) => (
    <TextSections id={`text-${block._key}`} label={block.label} sections={block.sections} />
  ),
  banner: (block) => <CtaBanner banner={block} id={`cta-${block._key}`} />,
  evaluationBlock: (block, { evaluationForm }) => (
    <Evaluation heading={block.heading} form={evaluationForm} />
  ),
  contactBlock: (block, { contactForm, renderQuoteButton }) =>
    block.contact ? (
      <Contact
        contact={{ ...block.contact, heading: block.heading }}
        contactForm={contactForm}
        renderQuoteButton={renderQuoteButton}
      />
    ) : null,
};

/**
 * A block as its content allows: fitted to its stored type first (lib/content/shape.ts), so a missing
 * optional part is left out and a block missing a required part, or of a type the site does not know,
 * is not rendered; each such problem is logged once.
 */
function renderBlock(block: LandingBlock, context: BlockContext, source: string): ReactNode {
  const render = renderers[block?._type] as
    | ((block: LandingBlock, context: BlockContext) => ReactNode)
    | undefined;
  const fitted = render ? fitForRender(block._type, block, `${source} block ${block._key}`) : null;
  if (!render) console.warn(`[content] ${source}: no block type "${String(block?._type)}"; not rendered`);
  return render && fitted ? render(fitted, context) : null;
}

/** A landing page: its blocks in the editor's order, each below the first rising into view. */
export function PageBuilder({
  blocks,
  source = "landing page",
  evaluationForm,
  contactForm,
  renderQuoteButton = defaultQuoteButton,
}: { blocks: LandingBlock[] | null; source?: string } & Partial<BlockContext>) {
  const context = { evaluationForm, contactForm, renderQuoteButton };
  const checked = withLiveSectionLinks("landingPage", { blocks: blocks ?? [] }, source).blocks;
  const rendered = checked
    .map((block, index) => ({ key: block?._key ?? `${index}`, node: renderBlock(block, context, source) }))
    .filter(({ node }) => node !== null);
  return (
    <>
      {rendered.map(({ key, node }, index) =>
        index === 0 ? <Fragment key={key}>{node}</Fragment> : <Reveal key={key}>{node}</Reveal>,
      )}
    </>
  );
}
