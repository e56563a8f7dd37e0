import { SimpleGrid, Text } from "@chakra-ui/react";
import { SurfaceCard } from "../primitives";

export interface StatContent {
  _key: string;
  value: string;
  label: string;
}

/** Headline figures as a description list, the figure above its label. */
export function StatsBand({ stats }: { stats: StatContent[] }) {
  return (
    <SimpleGrid as="dl" columns={{ base: 2, lg: stats.length >= 4 ? 4 : stats.length }} gap="4">
      {stats.map((stat) => (
        <SurfaceCard key={stat._key} tone="muted" gap="1" textAlign="center">
          <Text as="dt" textStyle="sm" color="fg.muted" order={2}>
            {stat.label}
          </Text>
          <Text
            as="dd"
            fontFamily="heading"
            textStyle={{ base: "3xl", md: "4xl" }}
            fontWeight="bold"
            color="brand.fg"
            order={1}
          >
            {stat.value}
          </Text>
        </SurfaceCard>
      ))}
    </SimpleGrid>
  );
}
