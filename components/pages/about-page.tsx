import { ArrowRight } from "lucide";
import NextLink from "next/link";
import { fitSections } from "../../lib/content/shape.ts";
import type { AboutPageQueryResult } from "../../lib/sanity/sanity.types.ts";
import { css, cx } from "../../styled-system/css/index.mjs";
import { button, sectionHeading } from "../../styled-system/recipes/index.mjs";
import { AboutSteps } from "../sections/about/about.tsx";
import { IconCards } from "../sections/icon-cards/icon-cards.tsx";
import { Offices } from "../sections/offices/offices.tsx";
import { PageHeading } from "../sections/page-heading.tsx";
import { SectionShell } from "../sections/section-shell.tsx";
import { StatsBand } from "../sections/stats-band/stats-band.tsx";
import { TextSections } from "../sections/text-sections/text-sections.tsx";
import { Reveal } from "../ui/reveal.tsx";
import { SvgIcon } from "../ui/svg-icon.tsx";

export type AboutPageContent = NonNullable<AboutPageQueryResult>;

/** /about: the story and figures, how we work together (the home page's steps), values and offices. */
export function AboutPage({ content }: { content: AboutPageContent }) {
  // Each section renders on its own: one whose content lacks a required part is left out (logged once).
  const parts = fitSections("aboutPage", content, "aboutPage");
  const { about, offices } = content;
  return (
    <>
      <PageHeading heading={parts.heading} />
      {parts.stats && (
        <SectionShell id="figures" aria-label={parts.heading?.title} rhythm="tight">
          <StatsBand stats={parts.stats} />
        </SectionShell>
      )}
      {parts.story && (
        <Reveal>
          <TextSections id="story" sections={parts.story} />
        </Reveal>
      )}
      {about ? (
        <Reveal>
          <SectionShell id="how-we-work" labelledBy="how-we-work-title" tone="subtle">
            <h2 id="how-we-work-title" className={cx(sectionHeading().title, css({ mb: "8" }))}>
              {about.stepsTitle}
            </h2>
            <AboutSteps steps={about.steps} headingLevel="h3" wide />
            <div className={css({ display: "flex", alignItems: "center", mt: "8" })}>
              <NextLink href={about.primary.href} className={button({ size: "lg" })}>
                {about.primary.label}
                <SvgIcon icon={ArrowRight} />
              </NextLink>
            </div>
          </SectionShell>
        </Reveal>
      ) : null}
      {parts.values && (
        <Reveal>
          <IconCards id="values" heading={parts.valuesHeading} cards={parts.values} />
        </Reveal>
      )}
      {offices ? (
        <Reveal>
          <Offices heading={content.officesHeading} offices={offices} />
        </Reveal>
      ) : null}
    </>
  );
}
