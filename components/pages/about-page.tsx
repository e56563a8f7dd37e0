import { ArrowRight } from "lucide";
import NextLink from "next/link";
import { AboutSteps } from "@/components/sections/about/about";
import { IconCards } from "@/components/sections/icon-cards/icon-cards";
import { Offices } from "@/components/sections/offices/offices";
import { PageHeading } from "@/components/sections/page-heading";
import { SectionShell } from "@/components/sections/section-shell";
import { StatsBand } from "@/components/sections/stats-band/stats-band";
import { TextSections } from "@/components/sections/text-sections/text-sections";
import { Reveal } from "@/components/ui/reveal";
import { SvgIcon } from "@/components/ui/svg-icon";
import { fitSections } from "@/lib/content/shape";
import type { AboutPageQueryResult } from "@/lib/sanity/sanity.types";
import { css, cx } from "@/styled-system/css";
import { button, sectionHeading } from "@/styled-system/recipes";

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
