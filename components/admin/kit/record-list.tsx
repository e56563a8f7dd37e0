import { Box, Stack, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";

/** The rows of one detail tab (milestones, tasks, notes...), or a line saying there are none. */
export function RecordList<T>({
  items,
  label,
  empty,
  getKey,
  render,
}: {
  items: readonly T[];
  label: string;
  empty: string;
  getKey: (item: T) => string;
  render: (item: T) => ReactNode;
}) {
  if (items.length === 0) {
    return (
      <Text color="fg.muted" textStyle="sm">
        {empty}
      </Text>
    );
  }
  return (
    <Stack as="ul" aria-label={label} gap="2" listStyleType="none" m="0" p="0">
      {items.map((item) => (
        <Box
          as="li"
          key={getKey(item)}
          borderWidth="1px"
          borderColor="border"
          borderRadius="l2"
          p="3"
          textStyle="sm"
        >
          {render(item)}
        </Box>
      ))}
    </Stack>
  );
}
