import { Button, Heading, HStack, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import NextLink from "next/link";
import { SurfaceCard } from "../primitives";
import { SectionHeading } from "../section-heading";
import { SectionShell } from "../section-shell";
import type { HomeContent } from "../types";

/** Steps are numbered by position, so reordering them in the Studio renumbers them. */
export const stepNumber = (index: number) => String(index + 1).padStart(2, "0");

export function About({ about }: { about: HomeContent["about"] }) {
  return (
    <SectionShell id="about" labelledBy="about-title">
      <SimpleGrid columns={{ base: 1, lg: 5 }} gap={{ base: "10", lg: "16" }} alignItems="start">
        <Stack gap="8" gridColumn={{ lg: "span 2" }}>
          <SectionHeading heading={about.heading} id="about-title" align="start" size="lg" />
          <HStack gap="3" wrap="wrap">
            <Button asChild size="lg" borderRadius="full">
              <NextLink href={about.primary.href}>{about.primary.label}</NextLink>
            </Button>
            <Button asChild size="lg" variant="outline" borderRadius="full">
              <NextLink href={about.secondary.href}>{about.secondary.label}</NextLink>
            </Button>
          </HStack>
        </Stack>
        <Stack gap="6" gridColumn={{ lg: "span 3" }}>
          <Heading as="h3" textStyle="xl" fontWeight="bold">
            {about.stepsTitle}
          </Heading>
          <AboutSteps steps={about.steps} />
        </Stack>
      </SimpleGrid>
    </SectionShell>
  );
}

/** The numbered working steps; the about page shows them under its own heading. */
export function AboutSteps({
  steps,
  headingLevel = "h4",
  columns = { base: 1, sm: 2 },
}: {
  steps: HomeContent["about"]["steps"];
  headingLevel?: "h3" | "h4";
  columns?: Record<string, number>;
}) {
  return (
    <SimpleGrid as="ol" listStyleType="none" columns={columns} gap="4">
      {steps.map((step, index) => (
        <SurfaceCard as="li" key={step._key} gap="2">
          <HStack justify="space-between" align="baseline">
            <Text fontFamily="heading" textStyle="3xl" fontWeight="bold" color="brand.fg" aria-hidden="true">
              {stepNumber(index)}
            </Text>
            <Text textStyle="sm" color="fg.muted" fontWeight="medium">
              {step.duration}
            </Text>
          </HStack>
          <Heading as={headingLevel} textStyle="lg" fontWeight="bold">
            {step.title}
          </Heading>
          <Text color="fg.muted">{step.description}</Text>
        </SurfaceCard>
      ))}
    </SimpleGrid>
  );
}
