import { Badge, Button, Heading, HStack, Link, SimpleGrid, Stack, Text, Wrap } from "@chakra-ui/react";
import { ArrowRight } from "lucide-react";
import NextLink from "next/link";
import { SanityImage } from "@/components/ui/sanity-image";
import { caseStudyPath } from "@/lib/routes";
import { SurfaceCard } from "../primitives";
import { SectionHeading } from "../section-heading";
import { SectionShell } from "../section-shell";
import type { HomeContent } from "../types";

type CaseStudy = HomeContent["portfolio"]["items"][number];

/** A case study card; its link opens the study's own page. */
export function CaseStudyCard({
  study,
  linkLabel,
  headingLevel = "h3",
}: {
  study: CaseStudy;
  linkLabel: string;
  headingLevel?: "h2" | "h3";
}) {
  return (
    <SurfaceCard as="article" interactive p="0" overflow="hidden" gap="0" height="full">
      <SanityImage
        image={study.image}
        sizes="(min-width: 1024px) 33vw, (min-width: 768px) 50vw, 100vw"
        maxWidth={1200}
      />
      <Stack gap="4" p={{ base: "5", md: "6" }} flex="1">
        <Badge alignSelf="flex-start" colorPalette="brand" variant="subtle">
          {study.category}
        </Badge>
        <Heading as={headingLevel} textStyle="xl" fontWeight="bold">
          {study.title}
        </Heading>
        <Text color="fg.muted" flex="1">
          {study.description}
        </Text>
        <Wrap gap="2">
          {study.tags.map((tag) => (
            <Badge key={tag} variant="outline" colorPalette="gray">
              {tag}
            </Badge>
          ))}
        </Wrap>
        <SimpleGrid as="dl" columns={3} gap="2" borderTopWidth="1px" borderColor="border" pt="4">
          {study.metrics.map((metric) => (
            <Stack key={metric._key} gap="0">
              <Text as="dt" textStyle="xs" color="fg.muted" order={2}>
                {metric.label}
              </Text>
              <Text as="dd" fontFamily="heading" fontWeight="bold" textStyle="lg" order={1}>
                {metric.value}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
        <Link asChild color="brand.fg" fontWeight="semibold" textStyle="sm">
          <NextLink href={caseStudyPath(study.slug)}>
            {linkLabel}
            <Text as="span" srOnly>
              {`: ${study.title}`}
            </Text>
            <ArrowRight aria-hidden="true" size={16} />
          </NextLink>
        </Link>
      </Stack>
    </SurfaceCard>
  );
}

export function Portfolio({ portfolio }: { portfolio: HomeContent["portfolio"] }) {
  return (
    <SectionShell id="portfolio" labelledBy="portfolio-title" bg="bg.subtle">
      <SectionHeading heading={portfolio.heading} id="portfolio-title" />
      <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="6" mt={{ base: "10", md: "14" }}>
        {portfolio.items.map((study) => (
          <CaseStudyCard key={study._id} study={study} linkLabel={portfolio.caseStudyLinkLabel} />
        ))}
      </SimpleGrid>
      <HStack justify="center" mt="10">
        <Button asChild variant="outline" size="lg" borderRadius="full">
          <NextLink href={portfolio.allLink.href}>{portfolio.allLink.label}</NextLink>
        </Button>
      </HStack>
    </SectionShell>
  );
}
