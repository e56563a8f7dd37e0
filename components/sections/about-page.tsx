import { Button, Heading, HStack } from "@chakra-ui/react";
import { ArrowRight } from "lucide-react";
import NextLink from "next/link";
import { Reveal } from "@/components/ui/reveal";
import type { AboutPageQueryResult } from "@/studio/sanity.types";
import { AboutSteps } from "./about/about";
import { IconCards } from "./icon-cards/icon-cards";
import { Offices } from "./offices/offices";
import { PageHeading } from "./page-heading";
import { SectionShell } from "./section-shell";
import { StatsBand } from "./stats-band/stats-band";
import { TextSections } from "./text-sections/text-sections";

export type AboutPageContent = NonNullable<AboutPageQueryResult>;

/** /about: the story and figures, how we work together (the home page's steps), values and offices. */
export function AboutPage({ content }: { content: AboutPageContent }) {
  const { about, offices } = content;
  return (
    <>
      <PageHeading heading={content.heading} />
      <SectionShell id="figures" aria-label={content.heading.title} rhythm="tight">
        <StatsBand stats={content.stats} />
      </SectionShell>
      <Reveal>
        <TextSections id="story" sections={content.story} />
      </Reveal>
      {about ? (
        <Reveal>
          <SectionShell id="how-we-work" labelledBy="how-we-work-title" tone="subtle">
            <Heading
              id="how-we-work-title"
              as="h2"
              textStyle={{ base: "2xl", md: "3xl" }}
              fontWeight="bold"
              mb="8"
            >
              {about.stepsTitle}
            </Heading>
            <AboutSteps steps={about.steps} headingLevel="h3" wide />
            <HStack mt="8">
              <Button asChild size="lg" borderRadius="full">
                <NextLink href={about.primary.href}>
                  {about.primary.label}
                  <ArrowRight aria-hidden="true" />
                </NextLink>
              </Button>
            </HStack>
          </SectionShell>
        </Reveal>
      ) : null}
      <Reveal>
        <IconCards id="values" heading={content.valuesHeading} cards={content.values} />
      </Reveal>
      {offices ? (
        <Reveal>
          <Offices heading={content.officesHeading} offices={offices} />
        </Reveal>
      ) : null}
    </>
  );
}
