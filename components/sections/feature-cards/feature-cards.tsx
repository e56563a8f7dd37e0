import { Box, Heading, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { ContentIcon } from "@/components/ui/content-icon";
import { SurfaceCard } from "../primitives";
import { type HeadingContent, SectionHeading } from "../section-heading";
import { SectionShell } from "../section-shell";
import type { IconCardContent } from "../why-choose-us/why-choose-us";

/** Feature cards of a service: icon beside title and text, two to a row. */
export function FeatureCards({ heading, cards }: { heading: HeadingContent; cards: IconCardContent[] }) {
  return (
    <SectionShell id="features" labelledBy="features-title">
      <SectionHeading heading={heading} id="features-title" />
      <SimpleGrid
        as="ul"
        listStyleType="none"
        columns={{ base: 1, md: 2 }}
        gap="6"
        mt={{ base: "10", md: "14" }}
      >
        {cards.map((card) => (
          <SurfaceCard as="li" key={card._key} flexDirection="row" gap="5" alignItems="flex-start">
            <Box
              display="inline-flex"
              alignItems="center"
              justifyContent="center"
              flexShrink={0}
              boxSize="12"
              borderRadius="full"
              bg="brand.muted"
              color="brand.fg"
            >
              <ContentIcon name={card.icon} size={22} />
            </Box>
            <Stack gap="1.5">
              <Heading as="h3" textStyle="lg" fontWeight="bold">
                {card.title}
              </Heading>
              <Text color="fg.muted">{card.description}</Text>
            </Stack>
          </SurfaceCard>
        ))}
      </SimpleGrid>
    </SectionShell>
  );
}
