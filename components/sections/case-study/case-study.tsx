import {
  Badge,
  Box,
  Button,
  Container,
  Heading,
  HStack,
  SimpleGrid,
  Stack,
  Text,
  Wrap,
} from "@chakra-ui/react";
import { ArrowLeft } from "lucide-react";
import NextLink from "next/link";
import { SanityImage } from "@/components/ui/sanity-image";
import type { CaseStudyPageQueryResult } from "@/studio/sanity.types";
import { css } from "@/styled-system/css";
import { SurfaceCard } from "../primitives";

type Study = NonNullable<CaseStudyPageQueryResult["study"]>;

/** One case study in full: the card's facts at page size, then its story. */
export function CaseStudy({ study, allLink }: { study: Study; allLink: { label: string; href: string } }) {
  return (
    <Box as="article" aria-labelledby="case-study-title">
      <Box
        bgGradient="to-b"
        gradientFrom="brand.subtle"
        gradientTo="bg"
        pt={{ base: "10", md: "14" }}
        pb={{ base: "10", md: "14" }}
      >
        <Container maxW="7xl" px={{ base: "4", md: "8" }}>
          <Button asChild variant="ghost" size="sm" ms="-3" mb="6">
            <NextLink href={allLink.href}>
              <ArrowLeft aria-hidden="true" />
              {allLink.label}
            </NextLink>
          </Button>
          <SimpleGrid columns={{ base: 1, lg: 2 }} gap={{ base: "8", lg: "12" }} alignItems="center">
            <Stack gap="5">
              <Badge alignSelf="flex-start" colorPalette="brand" variant="subtle" size="lg">
                {study.category}
              </Badge>
              <Heading
                id="case-study-title"
                as="h1"
                fontFamily="heading"
                textStyle={{ base: "4xl", md: "5xl" }}
                fontWeight="bold"
                letterSpacing="-0.03em"
                lineHeight="1.1"
                textWrap="balance"
              >
                {study.title}
              </Heading>
              <Text textStyle={{ base: "lg", md: "xl" }} color="fg.muted">
                {study.description}
              </Text>
              <Wrap gap="2">
                {study.tags.map((tag) => (
                  <Badge key={tag} variant="outline" colorPalette="gray" size="md">
                    {tag}
                  </Badge>
                ))}
              </Wrap>
            </Stack>
            <SanityImage
              image={study.image}
              sizes="(min-width: 1024px) 50vw, 100vw"
              maxWidth={1600}
              priority
              className={css({ borderRadius: "l3", boxShadow: "lg" })}
            />
          </SimpleGrid>
          <SimpleGrid as="dl" columns={{ base: 1, sm: 3 }} gap="4" mt={{ base: "10", md: "14" }}>
            {study.metrics.map((metric) => (
              <SurfaceCard key={metric._key} gap="1" textAlign="center">
                <Text as="dt" textStyle="sm" color="fg.muted" order={2}>
                  {metric.label}
                </Text>
                <Text
                  as="dd"
                  fontFamily="heading"
                  textStyle="4xl"
                  fontWeight="bold"
                  color="brand.fg"
                  order={1}
                >
                  {metric.value}
                </Text>
              </SurfaceCard>
            ))}
          </SimpleGrid>
        </Container>
      </Box>
      <Container maxW="3xl" px={{ base: "4", md: "8" }} py={{ base: "12", md: "16" }}>
        <Stack gap={{ base: "10", md: "12" }}>
          {study.story.map((section, index) => (
            <Stack key={section._key} gap="3">
              <HStack gap="3" align="baseline">
                <Text fontFamily="heading" fontWeight="bold" color="brand.fg" aria-hidden="true">
                  {String(index + 1).padStart(2, "0")}
                </Text>
                <Heading as="h2" textStyle="2xl" fontWeight="bold">
                  {section.title}
                </Heading>
              </HStack>
              <Text textStyle="lg" color="fg.muted" lineHeight="tall">
                {section.text}
              </Text>
            </Stack>
          ))}
        </Stack>
      </Container>
    </Box>
  );
}
