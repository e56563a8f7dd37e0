import { Box, Button, Container, Grid, Heading, HStack, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { ArrowRight } from "lucide-react";
import NextLink from "next/link";
import { SanityImage } from "@/components/ui/sanity-image";
import type { HomeContent } from "../types";

export function Hero({ hero }: { hero: HomeContent["hero"] }) {
  return (
    <Box
      as="section"
      id="top"
      aria-labelledby="hero-title"
      position="relative"
      overflow="hidden"
      bgGradient="to-b"
      gradientFrom="brand.subtle"
      gradientTo="bg"
      pt={{ base: "16", md: "28" }}
      pb={{ base: "16", md: "24" }}
    >
      <Container maxW="7xl" px={{ base: "4", md: "8" }}>
        <Grid
          templateColumns={{ base: "1fr", lg: hero.image ? "minmax(0, 7fr) minmax(0, 5fr)" : "1fr" }}
          gap={{ base: "10", lg: "16" }}
          alignItems="center"
        >
          <Box>
            <Stack gap={{ base: "6", md: "8" }} maxW="4xl">
              <Heading
                as="h1"
                id="hero-title"
                fontFamily="heading"
                textStyle={{ base: "4xl", md: "7xl" }}
                fontWeight="bold"
                letterSpacing="-0.03em"
                lineHeight="1.05"
                textWrap="balance"
              >
                {hero.title}
              </Heading>
              <Text textStyle={{ base: "lg", md: "xl" }} color="fg.muted" maxW="3xl" textWrap="pretty">
                {hero.subtitle}
              </Text>
              <HStack gap="3" wrap="wrap">
                <Button asChild size="lg" borderRadius="full">
                  <NextLink href={hero.primary.href}>
                    {hero.primary.label}
                    <ArrowRight aria-hidden="true" />
                  </NextLink>
                </Button>
                <Button asChild size="lg" variant="outline" borderRadius="full">
                  <NextLink href={hero.secondary.href}>{hero.secondary.label}</NextLink>
                </Button>
              </HStack>
            </Stack>
            <SimpleGrid as="dl" columns={{ base: 1, sm: 3 }} gap="6" mt={{ base: "12", md: "16" }} maxW="3xl">
              {hero.stats.map((stat) => (
                <Stack key={stat._key} gap="1" borderStartWidth="3px" borderColor="brand.solid" ps="4">
                  <Text as="dt" textStyle="sm" color="fg.muted" order={2}>
                    {stat.label}
                  </Text>
                  <Text as="dd" fontFamily="heading" textStyle="3xl" fontWeight="bold" order={1}>
                    {stat.value}
                  </Text>
                </Stack>
              ))}
            </SimpleGrid>
          </Box>
          {/* Wide screens only: a phone shows the headline first, and never loads the picture. */}
          <SanityImage
            image={hero.image}
            sizes="(min-width: 1024px) 40vw, 1px"
            maxWidth={1000}
            display={{ base: "none", lg: "block" }}
            borderRadius="l3"
            boxShadow="glow"
          />
        </Grid>
      </Container>
    </Box>
  );
}
