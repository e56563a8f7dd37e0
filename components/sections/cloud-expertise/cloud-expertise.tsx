import { Box, Container, Heading, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { ContentIcon } from "@/components/ui/content-icon";
import type { HeadingContent } from "../section-heading";
import type { IconCardContent } from "../why-choose-us/why-choose-us";

/** The cloud expertise grid on a dark band (Cloud Solutions). */
export function CloudExpertise({ heading, cards }: { heading: HeadingContent; cards: IconCardContent[] }) {
  return (
    <Box
      as="section"
      id="cloud-expertise"
      aria-labelledby="cloud-expertise-title"
      bg="ink.950"
      color="white"
      py={{ base: "16", md: "24" }}
    >
      <Container maxW="7xl" px={{ base: "4", md: "8" }}>
        <Stack gap="3" maxW="3xl" mx="auto" textAlign="center" align="center">
          {heading.eyebrow ? (
            <Text
              textStyle="xs"
              fontWeight="semibold"
              letterSpacing="0.14em"
              textTransform="uppercase"
              color="brand.300"
            >
              {heading.eyebrow}
            </Text>
          ) : null}
          <Heading
            as="h2"
            id="cloud-expertise-title"
            fontFamily="heading"
            textStyle={{ base: "2xl", md: "3xl" }}
            fontWeight="bold"
            letterSpacing="-0.02em"
            textWrap="balance"
          >
            {heading.title}
          </Heading>
          {heading.text ? (
            <Text textStyle="lg" color="ink.300" textWrap="pretty">
              {heading.text}
            </Text>
          ) : null}
        </Stack>
        <SimpleGrid
          as="ul"
          listStyleType="none"
          columns={{ base: 1, sm: 2, lg: 4 }}
          gap="6"
          mt={{ base: "10", md: "14" }}
        >
          {cards.map((card) => (
            <Stack
              as="li"
              key={card._key}
              gap="3"
              p={{ base: "5", md: "6" }}
              borderRadius="l3"
              borderWidth="1px"
              borderColor="whiteAlpha.200"
              bg="whiteAlpha.50"
            >
              <Box color="brand.300">
                <ContentIcon name={card.icon} size={28} />
              </Box>
              <Heading as="h3" textStyle="lg" fontWeight="bold">
                {card.title}
              </Heading>
              <Text color="ink.300">{card.description}</Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}
