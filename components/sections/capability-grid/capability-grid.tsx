import { Box, Heading, SimpleGrid, Text } from "@chakra-ui/react";
import { ContentIcon } from "@/components/ui/content-icon";
import { gradientCss } from "@/lib/content/design-options";
import { SurfaceCard } from "../primitives";
import { type HeadingContent, SectionHeading } from "../section-heading";
import { SectionShell } from "../section-shell";
import type { IconCardContent } from "../why-choose-us/why-choose-us";

interface CapabilityGridProps {
  heading: HeadingContent | null;
  cards: IconCardContent[];
  gradient: string;
}

/** The four capability cards every service page has (anchor #capabilities). */
export function CapabilityGrid({ heading, cards, gradient }: CapabilityGridProps) {
  return (
    <SectionShell id="capabilities" labelledBy={heading ? "capabilities-title" : undefined} tone="subtle">
      {heading ? <SectionHeading heading={heading} id="capabilities-title" /> : null}
      <SimpleGrid
        as="ul"
        listStyleType="none"
        columns={{ base: 1, sm: 2, lg: 4 }}
        gap="6"
        mt={heading ? { base: "10", md: "14" } : undefined}
      >
        {cards.map((card) => (
          <SurfaceCard as="li" key={card._key} gap="3" data-capability="">
            <Box
              display="inline-flex"
              alignItems="center"
              justifyContent="center"
              boxSize="12"
              borderRadius="l2"
              color="white"
              style={{ backgroundImage: gradientCss(gradient) }}
            >
              <ContentIcon name={card.icon} size={22} />
            </Box>
            <Heading as="h3" textStyle="lg" fontWeight="bold" mt="2">
              {card.title}
            </Heading>
            <Text color="fg.muted">{card.description}</Text>
          </SurfaceCard>
        ))}
      </SimpleGrid>
    </SectionShell>
  );
}
