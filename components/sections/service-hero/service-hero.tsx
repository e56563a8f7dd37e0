import { Box, Container, Heading, HStack, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { ArrowRight } from "lucide-react";
import { ContentIcon } from "@/components/ui/content-icon";
import { gradientCss } from "@/lib/content/design-options";
import { css } from "@/styled-system/css";
import { type CtaContent, CtaLink, type RenderQuoteCta } from "../closing-banner/cta-link";

export interface ServiceHeroContent {
  label: string;
  title: string;
  description: string;
  primary: CtaContent;
  secondary: CtaContent;
}

interface ServiceHeroProps {
  hero: ServiceHeroContent;
  /** The service's icon and gradient, picked in the Studio. */
  icon: string;
  gradient: string;
  renderQuote?: RenderQuoteCta;
}

/** Decorative art: the service icon on its gradient, with soft rings behind it. */
function HeroArt({ icon, gradient }: { icon: string; gradient: string }) {
  return (
    <Box
      aria-hidden="true"
      display={{ base: "none", lg: "flex" }}
      position="relative"
      alignItems="center"
      justifyContent="center"
      aspectRatio="1"
      maxW="md"
      w="full"
      justifySelf="end"
    >
      {["100%", "78%", "56%"].map((size) => (
        <Box
          key={size}
          position="absolute"
          boxSize={size}
          borderRadius="full"
          borderWidth="1px"
          borderColor="brand.emphasized"
          bg="whiteAlpha.400"
        />
      ))}
      <Box
        position="relative"
        display="flex"
        alignItems="center"
        justifyContent="center"
        boxSize="40"
        borderRadius="2.5rem"
        color="white"
        boxShadow="2xl"
        transform="rotate(-6deg)"
        style={{ backgroundImage: gradientCss(gradient) }}
      >
        <ContentIcon name={icon} size={72} strokeWidth={1.5} />
      </Box>
    </Box>
  );
}

export function ServiceHero({ hero, icon, gradient, renderQuote }: ServiceHeroProps) {
  return (
    <Box
      as="section"
      id="overview"
      aria-labelledby="service-title"
      position="relative"
      overflow="hidden"
      bgGradient="to-b"
      gradientFrom="brand.subtle"
      gradientTo="bg"
      pt={{ base: "14", md: "24" }}
      pb={{ base: "14", md: "24" }}
    >
      <Container maxW="7xl" px={{ base: "4", md: "8" }}>
        <SimpleGrid columns={{ base: 1, lg: 5 }} gap="12" alignItems="center">
          <Stack gap={{ base: "5", md: "6" }} gridColumn={{ lg: "span 3" }}>
            <HStack gap="3">
              <Box
                display={{ base: "inline-flex", lg: "none" }}
                alignItems="center"
                justifyContent="center"
                boxSize="10"
                borderRadius="l2"
                color="white"
                style={{ backgroundImage: gradientCss(gradient) }}
              >
                <ContentIcon name={icon} size={20} />
              </Box>
              <Text
                textStyle="xs"
                fontWeight="semibold"
                letterSpacing="0.14em"
                textTransform="uppercase"
                color="brand.fg"
              >
                {hero.label}
              </Text>
            </HStack>
            <Heading
              as="h1"
              id="service-title"
              fontFamily="heading"
              textStyle={{ base: "4xl", md: "6xl" }}
              fontWeight="bold"
              letterSpacing="-0.03em"
              lineHeight="1.05"
              textWrap="balance"
            >
              {hero.title}
            </Heading>
            <Text textStyle={{ base: "lg", md: "xl" }} color="fg.muted" maxW="2xl" textWrap="pretty">
              {hero.description}
            </Text>
            <HStack gap="3" wrap="wrap" pt="2">
              <CtaLink
                cta={hero.primary}
                icon={<ArrowRight aria-hidden="true" />}
                renderQuote={renderQuote}
              />
              <CtaLink
                cta={hero.secondary}
                variant="outline"
                className={css({ bg: "bg.panel" })}
                renderQuote={renderQuote}
              />
            </HStack>
          </Stack>
          <Box gridColumn={{ lg: "span 2" }} display={{ base: "none", lg: "block" }}>
            <HeroArt icon={icon} gradient={gradient} />
          </Box>
        </SimpleGrid>
      </Container>
    </Box>
  );
}
