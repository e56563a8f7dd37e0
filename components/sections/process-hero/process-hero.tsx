import { Badge, Box, Container, Heading, Stack, Text } from "@chakra-ui/react";
import { Award } from "lucide-react";
import type { HeadingContent } from "../section-heading";
import { type StatContent, StatsBand } from "../stats-band/stats-band";

interface ProcessHeroProps {
  badge: string;
  heading: HeadingContent;
  stats: StatContent[];
}

/** The opening of the process page: badge, the page's h1, its lead and the headline figures. */
export function ProcessHero({ badge, heading, stats }: ProcessHeroProps) {
  return (
    <Box
      as="section"
      id="overview"
      aria-labelledby="process-title"
      position="relative"
      overflow="hidden"
      bgGradient="to-b"
      gradientFrom="brand.subtle"
      gradientTo="bg"
      pt={{ base: "14", md: "24" }}
      pb={{ base: "12", md: "20" }}
    >
      <Container maxW="7xl" px={{ base: "4", md: "8" }}>
        <Stack gap={{ base: "5", md: "6" }} align="center" textAlign="center" maxW="4xl" mx="auto">
          <Badge
            size="lg"
            variant="outline"
            colorPalette="brand"
            borderRadius="full"
            px="3"
            py="1"
            bg="bg.panel"
            gap="2"
          >
            <Award aria-hidden="true" size={16} />
            {badge}
          </Badge>
          {heading.eyebrow ? (
            <Text
              textStyle="xs"
              fontWeight="semibold"
              letterSpacing="0.14em"
              textTransform="uppercase"
              color="brand.fg"
            >
              {heading.eyebrow}
            </Text>
          ) : null}
          <Heading
            as="h1"
            id="process-title"
            fontFamily="heading"
            textStyle={{ base: "4xl", md: "6xl" }}
            fontWeight="bold"
            letterSpacing="-0.03em"
            lineHeight="1.05"
            textWrap="balance"
          >
            {heading.title}
          </Heading>
          {heading.text ? (
            <Text textStyle={{ base: "lg", md: "xl" }} color="fg.muted" maxW="3xl" textWrap="pretty">
              {heading.text}
            </Text>
          ) : null}
        </Stack>
        <Box mt={{ base: "10", md: "16" }}>
          <StatsBand stats={stats} />
        </Box>
      </Container>
    </Box>
  );
}
