import { Box, SimpleGrid, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";

export interface SummaryFigure {
  label: string;
  value: ReactNode;
  hint?: ReactNode;
}

/** A tab's summary cards: figures the database computed, one labelled group for screen readers. */
export function SummaryCards({ label, figures }: { label: string; figures: readonly SummaryFigure[] }) {
  return (
    <SimpleGrid as="section" aria-label={label} columns={{ base: 2, lg: 4 }} gap="3">
      {figures.map((figure) => (
        <Box
          key={figure.label}
          borderWidth="1px"
          borderColor="border"
          borderRadius="l2"
          bg="bg.panel"
          p={{ base: "3", md: "4" }}
          minW="0"
          data-summary={figure.label}
        >
          <Text textStyle="xs" color="fg.muted" fontWeight="medium">
            {figure.label}
          </Text>
          <Text textStyle={{ base: "lg", md: "2xl" }} fontWeight="bold" overflowWrap="anywhere" data-value>
            {figure.value}
          </Text>
          {figure.hint ? (
            <Text textStyle="xs" color="fg.muted">
              {figure.hint}
            </Text>
          ) : null}
        </Box>
      ))}
    </SimpleGrid>
  );
}
