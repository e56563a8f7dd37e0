import { Box, Heading, HStack, SimpleGrid, Text } from "@chakra-ui/react";
import { ContentIcon } from "@/components/ui/content-icon";
import { SurfaceCard } from "../primitives";
import { type HeadingContent, SectionHeading } from "../section-heading";
import { SectionShell } from "../section-shell";
import type { IconCardContent } from "../why-choose-us/why-choose-us";

/** Compact tiles listing the services of an offering (Cloud Solutions' cloud services). */
export function ServiceTiles({ heading, cards }: { heading: HeadingContent; cards: IconCardContent[] }) {
  return (
    <SectionShell id="cloud-services" labelledBy="cloud-services-title">
      <SectionHeading heading={heading} id="cloud-services-title" />
      <SimpleGrid
        as="ul"
        listStyleType="none"
        columns={{ base: 1, sm: 2, lg: 4 }}
        gap="4"
        mt={{ base: "10", md: "14" }}
      >
        {cards.map((card) => (
          <SurfaceCard as="li" key={card._key} gap="2" p="5" tone="muted">
            <HStack gap="3">
              <Box color="brand.fg" flexShrink={0}>
                <ContentIcon name={card.icon} size={20} />
              </Box>
              <Heading as="h3" textStyle="md" fontWeight="bold">
                {card.title}
              </Heading>
            </HStack>
            <Text textStyle="sm" color="fg.muted">
              {card.description}
            </Text>
          </SurfaceCard>
        ))}
      </SimpleGrid>
    </SectionShell>
  );
}
