import { Box, Container, Heading, HStack, Stack, Text } from "@chakra-ui/react";
import { ArrowRight } from "lucide-react";
import { type CtaContent, CtaLink, type RenderQuoteCta } from "./cta-link";

export interface BannerContent {
  title: string;
  text: string;
  primary: CtaContent;
  secondary: CtaContent;
}

/** The call to action that closes a page: a cardinal-red panel with two buttons. */
interface ClosingBannerProps {
  banner: BannerContent;
  id?: string;
  renderQuote?: RenderQuoteCta;
}

export function ClosingBanner({ banner, id = "get-started", renderQuote }: ClosingBannerProps) {
  const titleId = `${id}-title`;
  return (
    <Box
      as="section"
      id={id}
      aria-labelledby={titleId}
      pt={{ base: "8", md: "12" }}
      pb={{ base: "16", md: "24" }}
    >
      <Container maxW="7xl" px={{ base: "4", md: "8" }}>
        <Box
          position="relative"
          overflow="hidden"
          borderRadius="l3"
          bgGradient="to-br"
          gradientFrom="brand.700"
          gradientTo="brand.900"
          color="white"
          px={{ base: "6", md: "16" }}
          py={{ base: "12", md: "16" }}
          boxShadow="glow"
        >
          <Box
            aria-hidden="true"
            position="absolute"
            insetEnd="-20"
            top="-24"
            boxSize="80"
            borderRadius="full"
            borderWidth="48px"
            borderColor="whiteAlpha.100"
          />
          <Stack position="relative" gap="5" align="center" textAlign="center" maxW="3xl" mx="auto">
            <Heading
              as="h2"
              id={titleId}
              fontFamily="heading"
              textStyle={{ base: "3xl", md: "5xl" }}
              fontWeight="bold"
              letterSpacing="-0.02em"
              textWrap="balance"
            >
              {banner.title}
            </Heading>
            <Text textStyle={{ base: "md", md: "lg" }} color="brand.50" textWrap="pretty">
              {banner.text}
            </Text>
            <HStack gap="3" wrap="wrap" justify="center" pt="2">
              <CtaLink
                cta={banner.primary}
                renderQuote={renderQuote}
                bg="white"
                color="brand.800"
                _hover={{ bg: "brand.50" }}
                icon={<ArrowRight aria-hidden="true" />}
              />
              <CtaLink
                cta={banner.secondary}
                renderQuote={renderQuote}
                variant="outline"
                color="white"
                borderColor="whiteAlpha.700"
                _hover={{ bg: "whiteAlpha.200" }}
              />
            </HStack>
          </Stack>
        </Box>
      </Container>
    </Box>
  );
}
