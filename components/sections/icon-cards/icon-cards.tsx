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

/** A heading over a grid of icon cards: the careers benefits, the about page's values. */
export function IconCards({
  id,
  heading,
  cards,
  muted = false,
}: {
  id: string;
  heading: HeadingContent;
  cards: IconCardContent[];
  muted?: boolean;
}) {
  return (
    <SectionShell id={id} labelledBy={`${id}-title`} tone={muted ? "subtle" : "plain"}>
      <SectionHeading heading={heading} id={`${id}-title`} />
      <SimpleGrid
        as="ul"
        listStyleType="none"
        columns={{ base: 1, sm: 2, lg: 4 }}
        gap="5"
        mt={{ base: "10", md: "14" }}
      >
        {cards.map((card) => (
          <SurfaceCard as="li" key={card._key} interactive gap="3">
            <Box
              color="brand.fg"
              bg="brand.subtle"
              borderRadius="l2"
              boxSize="11"
              display="grid"
              placeItems="center"
            >
              <ContentIcon name={card.icon} size={22} />
            </Box>
            <Heading as="h3" textStyle="lg" fontWeight="bold">
              {card.title}
            </Heading>
            <Text color="fg.muted">{card.description}</Text>
          </SurfaceCard>
        ))}
      </SimpleGrid>
    </SectionShell>
  );
}
