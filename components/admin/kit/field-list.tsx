import { Box, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";

export interface FieldItem {
  label: string;
  value: ReactNode;
}

/**
 * Every field of an item in full, as a description list (screen readers announce label and value
 * together). Each value is isolated (dir="auto"): direction controls in what a visitor typed stay inside it.
 * Long words such as e-mail addresses break where they must, never letter by letter.
 */
export function FieldList({ fields }: { fields: readonly FieldItem[] }) {
  return (
    <Box
      as="dl"
      display="grid"
      gridTemplateColumns={{ base: "1fr", sm: "9rem 1fr" }}
      columnGap="4"
      rowGap="1"
    >
      {fields.map((field) => (
        <Box key={field.label} display="contents">
          <Text as="dt" fontWeight="semibold" textStyle="sm" color="fg.muted" pt={{ base: "2", sm: "0" }}>
            {field.label}
          </Text>
          <Text
            as="dd"
            dir="auto"
            m="0"
            whiteSpace="pre-wrap"
            overflowWrap="break-word"
            minW="0"
            pb={{ sm: "2" }}
          >
            {field.value === null || field.value === undefined || field.value === "" ? "—" : field.value}
          </Text>
        </Box>
      ))}
    </Box>
  );
}
