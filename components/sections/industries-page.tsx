import { Box, Button, Heading, HStack, Text, Wrap } from "@chakra-ui/react";
import NextLink from "next/link";
import { ContentIcon } from "@/components/ui/content-icon";
import { Reveal } from "@/components/ui/reveal";
import type { IndustriesPageQueryResult } from "@/studio/sanity.types";
import { css } from "@/styled-system/css";
import { IndustryPanel } from "./industries-tabs/industries-tabs";
import { PageHeading } from "./page-heading";
import { SurfaceCard } from "./primitives";
import { defaultQuoteButton } from "./quote-button";
import { SectionShell } from "./section-shell";
import type { RenderQuoteButton } from "./types";

export type IndustriesPageContent = NonNullable<IndustriesPageQueryResult>;

/** /industries: every industry in full under its own anchor (the footer links to /industries#<slug>). */
export function IndustriesPage({
  content,
  renderQuoteButton = defaultQuoteButton,
}: {
  content: IndustriesPageContent;
  renderQuoteButton?: RenderQuoteButton;
}) {
  const cta = content.quoteCta;
  return (
    <>
      <PageHeading heading={content.heading}>
        <Wrap as="nav" aria-label={content.heading.eyebrow ?? content.heading.title} gap="2" mt="8">
          {content.industries.map((industry) => (
            <Button key={industry._id} asChild variant="outline" size="sm" borderRadius="full" bg="bg">
              <NextLink href={`#${industry.slug}`}>
                <ContentIcon name={industry.icon} size={16} />
                {industry.name}
              </NextLink>
            </Button>
          ))}
        </Wrap>
      </PageHeading>
      {content.industries.map((industry, index) => (
        <Reveal key={industry._id}>
          <SectionShell
            id={industry.slug}
            labelledBy={`${industry.slug}-title`}
            tone={index % 2 === 1 ? "subtle" : "plain"}
          >
            <HStack gap="3" mb={{ base: "6", md: "8" }}>
              <Box
                color="brand.fg"
                bg="brand.subtle"
                borderRadius="l2"
                boxSize="11"
                display="grid"
                placeItems="center"
              >
                <ContentIcon name={industry.icon} size={22} />
              </Box>
              <Heading
                id={`${industry.slug}-title`}
                as="h2"
                textStyle={{ base: "2xl", md: "3xl" }}
                fontWeight="bold"
              >
                {industry.name}
              </Heading>
            </HStack>
            <IndustryPanel industry={industry} renderQuoteButton={renderQuoteButton} />
          </SectionShell>
        </Reveal>
      ))}
      <SectionShell id="industries-quote" labelledBy="industries-quote-title" className={css({ pt: "0" })}>
        <SurfaceCard
          tone="muted"
          borderColor="brand.emphasized"
          alignItems="center"
          textAlign="center"
          gap="4"
          py="10"
        >
          <Heading
            id="industries-quote-title"
            as="h2"
            textStyle={{ base: "2xl", md: "3xl" }}
            fontWeight="bold"
          >
            {cta.title}
          </Heading>
          <Text maxW="2xl" color="fg.muted">
            {cta.text}
          </Text>
          <HStack>{renderQuoteButton(cta.buttonLabel)}</HStack>
          <Text textStyle="sm" color="fg.muted">
            {cta.smallPrint}
          </Text>
        </SurfaceCard>
      </SectionShell>
    </>
  );
}
