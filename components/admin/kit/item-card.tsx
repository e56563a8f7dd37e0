import { Box, Flex, Heading, HStack, Stack, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";

/** One item of a tab: its name as a heading, badges, a few facts and its buttons (named after the item). */
export function ItemCard({
  title,
  subtitle,
  badges,
  leading,
  children,
  actions,
}: {
  title: string;
  subtitle?: ReactNode;
  badges?: ReactNode;
  leading?: ReactNode;
  children?: ReactNode;
  actions: ReactNode;
}) {
  return (
    <Stack
      as="article"
      aria-label={title}
      h="full"
      gap="3"
      borderWidth="1px"
      borderColor="border"
      borderRadius="l2"
      bg="bg.panel"
      p={{ base: "3", md: "4" }}
    >
      <Flex gap="3" align="flex-start">
        {leading}
        <Box minW="0" flex="1">
          <Heading as="h3" textStyle="md" overflowWrap="anywhere">
            {title}
          </Heading>
          {subtitle ? (
            <Text textStyle="sm" color="fg.muted" overflowWrap="anywhere">
              {subtitle}
            </Text>
          ) : null}
        </Box>
      </Flex>
      {badges ? (
        <HStack gap="2" wrap="wrap">
          {badges}
        </HStack>
      ) : null}
      {children ? (
        <Stack gap="2" flex="1" textStyle="sm">
          {children}
        </Stack>
      ) : (
        <Box flex="1" />
      )}
      <HStack gap="2" wrap="wrap">
        {actions}
      </HStack>
    </Stack>
  );
}
