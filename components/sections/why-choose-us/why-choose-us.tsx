import { Box, Heading, SimpleGrid, Text } from "@chakra-ui/react";
import { ContentIcon } from "@/components/ui/content-icon";
import { SurfaceCard } from "../primitives";
import { type HeadingContent, SectionHeading } from "../section-heading";
import { SectionShell } from "../section-shell";

export interface IconCardContent {
  _key: string;
  icon: string;
  title: string;
  description: string;
}

export function WhyChooseUs({ heading, cards }: { heading: HeadingContent; cards: IconCardContent[] }) {
  return (
    <SectionShell id="why-choose-us" labelledBy="why-title" tone="subtle">
      <SectionHeading heading={heading} id="why-title" />
      <SimpleGrid
        as="ul"
        listStyleType="none"
        columns={{ base: 1, sm: 2, lg: 4 }}
        gap="6"
        mt={{ base: "10", md: "14" }}
      >
        {cards.map((card) => (
          <SurfaceCard as="li" key={card._key} gap="3">
            <Box
              display="inline-flex"
              alignItems="center"
              justifyContent="center"
              boxSize="12"
              borderRadius="l2"
              bg="brand.muted"
              color="brand.fg"
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
