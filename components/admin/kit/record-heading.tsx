import { HStack, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";

/** The first line of a record in a detail tab: its title, and its badges on the right. */
export function RecordHeading({ title, badges }: { title: string; badges?: ReactNode }) {
  return (
    <HStack justify="space-between" gap="2" wrap="wrap">
      <Text fontWeight="semibold" overflowWrap="anywhere">
        {title}
      </Text>
      {badges ? <HStack gap="1">{badges}</HStack> : null}
    </HStack>
  );
}
