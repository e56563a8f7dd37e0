import { Box, SimpleGrid, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";

export interface Stat {
  label: string;
  value: ReactNode;
  /** The figure's context: growth, margin, how many of them are online... */
  help?: ReactNode;
}

/** One summary figure: its label, the value large, and a line of context. */
export function StatCard({ label, value, help }: Stat) {
  return (
    <Box
      as="li"
      listStyleType="none"
      borderWidth="1px"
      borderColor="border"
      borderRadius="l2"
      p="4"
      bg="bg"
      minW="0"
      data-summary={label}
    >
      <Text textStyle="sm" color="fg.muted" fontWeight="medium">
        {label}
      </Text>
      <Text textStyle="2xl" fontWeight="bold" fontFamily="heading" overflowWrap="anywhere" data-value>
        {value}
      </Text>
      {help ? (
        <Text textStyle="xs" color="fg.muted">
          {help}
        </Text>
      ) : null}
    </Box>
  );
}

/** A tab's summary cards as a list (screen readers count them): one column on a phone, up to `max`. */
export function StatGrid({ label, stats, max = 4 }: { label: string; stats: readonly Stat[]; max?: number }) {
  return (
    <SimpleGrid as="ul" aria-label={label} columns={{ base: 1, sm: 2, lg: max }} gap="3" m="0" p="0">
      {stats.map((stat) => (
        <StatCard key={stat.label} {...stat} />
      ))}
    </SimpleGrid>
  );
}
