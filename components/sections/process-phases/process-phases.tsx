import { Badge, Box, Heading, HStack, List, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { CircleCheck, Clock } from "lucide-react";
import { stepNumber } from "../about/about";
import { SurfaceCard } from "../primitives";
import { type HeadingContent, SectionHeading } from "../section-heading";
import { SectionShell } from "../section-shell";
import { phaseProgress } from "./progress";

export interface PhaseContent {
  _key: string;
  title: string;
  duration: string;
  description: string;
  bullets: string[];
}

function PhaseProgress({ value, labelledBy }: { value: number; labelledBy: string }) {
  return (
    <HStack gap="3" data-phase-progress={value}>
      <Box
        role="progressbar"
        aria-labelledby={labelledBy}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        flex="1"
        h="2"
        bg="bg.muted"
        borderRadius="full"
        overflow="hidden"
      >
        <Box
          h="full"
          borderRadius="full"
          bgGradient="to-r"
          gradientFrom="brand.400"
          gradientTo="brand.700"
          style={{ width: `${value}%` }}
        />
      </Box>
      <Text
        textStyle="sm"
        fontWeight="semibold"
        color="brand.fg"
        minW="10"
        textAlign="end"
        fontVariantNumeric="tabular-nums"
        aria-hidden="true"
      >
        {`${value}%`}
      </Text>
    </HStack>
  );
}

/** The delivery phases as a numbered timeline; number and progress both come from each phase's position. */
export function ProcessPhases({ heading, phases }: { heading: HeadingContent; phases: PhaseContent[] }) {
  return (
    <SectionShell id="phases" labelledBy="phases-title">
      <SectionHeading heading={heading} id="phases-title" />
      <Stack as="ol" listStyleType="none" gap={{ base: "6", md: "8" }} mt={{ base: "10", md: "14" }}>
        {phases.map((phase, index) => {
          const titleId = `phase-${index + 1}-title`;
          return (
            <Box as="li" key={phase._key} display="flex" gap={{ base: "3", md: "6" }} data-phase="">
              <Stack align="center" gap="0" flexShrink={0} aria-hidden="true">
                <Box
                  display="flex"
                  alignItems="center"
                  justifyContent="center"
                  boxSize={{ base: "10", md: "14" }}
                  borderRadius="full"
                  bg="brand.solid"
                  color="brand.contrast"
                  fontFamily="heading"
                  fontWeight="bold"
                  textStyle={{ base: "sm", md: "lg" }}
                  boxShadow="glow"
                >
                  {stepNumber(index)}
                </Box>
                {index < phases.length - 1 ? (
                  <Box flex="1" w="2px" bg="brand.emphasized" mt="2" mb={{ base: "-6", md: "-8" }} />
                ) : null}
              </Stack>
              <SurfaceCard flex="1" gap="5">
                <SimpleGrid columns={{ base: 1, lg: 2 }} gap={{ base: "5", lg: "10" }}>
                  <Stack gap="3">
                    <HStack gap="3" wrap="wrap" justify="space-between">
                      <Heading as="h3" id={titleId} textStyle={{ base: "lg", md: "xl" }} fontWeight="bold">
                        {phase.title}
                      </Heading>
                      <Badge variant="subtle" colorPalette="gray" size="md" borderRadius="full" gap="1.5">
                        <Clock aria-hidden="true" size={14} />
                        {phase.duration}
                      </Badge>
                    </HStack>
                    <Text color="fg.muted">{phase.description}</Text>
                  </Stack>
                  <List.Root variant="plain" gap="2.5" display="grid" gridTemplateColumns={{ sm: "1fr 1fr" }}>
                    {phase.bullets.map((bullet) => (
                      <List.Item key={bullet} alignItems="flex-start" gap="2" textStyle="sm">
                        <List.Indicator asChild color="brand.fg" mt="0.5">
                          <CircleCheck size={16} aria-hidden="true" />
                        </List.Indicator>
                        {bullet}
                      </List.Item>
                    ))}
                  </List.Root>
                </SimpleGrid>
                <PhaseProgress value={phaseProgress(index, phases.length)} labelledBy={titleId} />
              </SurfaceCard>
            </Box>
          );
        })}
      </Stack>
    </SectionShell>
  );
}
