"use client";

import { Box, Container, Flex, Heading, HStack, Stack, Tabs, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { ExitDashboardButton } from "./exit-button";

export const ADMIN_TABS = [
  { value: "overview", label: "Overview" },
  { value: "projects", label: "Projects" },
  { value: "clients", label: "Clients" },
  { value: "services", label: "Services" },
  { value: "team", label: "Team" },
  { value: "finance", label: "Finance" },
  { value: "hosting", label: "Hosting" },
  { value: "marketing", label: "Marketing" },
] as const;

/** The dashboard frame: header (System Online, Exit Dashboard) and the eight tabs. */
export function AdminDashboard({ userEmail, overview }: { userEmail: string; overview: ReactNode }) {
  return (
    <Box minH="100dvh" bg="bg.subtle">
      <Box as="header" bg="bg.inverted" color="fg.inverted" borderBottomWidth="1px" borderColor="border">
        <Container maxW="7xl" px={{ base: "4", md: "8" }}>
          <Flex minH="16" py="3" align="center" justify="space-between" gap="4" wrap="wrap">
            <Stack gap="0">
              <Text textStyle="xs" letterSpacing="0.14em" textTransform="uppercase" opacity={0.7}>
                Cardinal Consulting
              </Text>
              <Heading as="h1" fontFamily="heading" textStyle="lg">
                Admin Dashboard
              </Heading>
            </Stack>
            <HStack gap="4" wrap="wrap">
              <HStack gap="2" role="status" textStyle="sm" fontWeight="medium">
                <Box
                  boxSize="2.5"
                  borderRadius="full"
                  bg="green.400"
                  boxShadow="0 0 0 4px rgba(74, 222, 128, 0.25)"
                />
                System Online
              </HStack>
              <Text textStyle="sm" opacity={0.7} display={{ base: "none", md: "block" }}>
                {userEmail}
              </Text>
              <Box colorPalette="gray" color="fg.inverted" css={{ "& button": { color: "inherit" } }}>
                <ExitDashboardButton />
              </Box>
            </HStack>
          </Flex>
        </Container>
      </Box>
      <Container as="main" maxW="7xl" px={{ base: "4", md: "8" }} py={{ base: "6", md: "10" }}>
        <Tabs.Root defaultValue="overview" variant="enclosed" lazyMount unmountOnExit>
          <Box overflowX="auto" pb="1">
            <Tabs.List>
              {ADMIN_TABS.map((tab) => (
                <Tabs.Trigger key={tab.value} value={tab.value}>
                  {tab.label}
                </Tabs.Trigger>
              ))}
            </Tabs.List>
          </Box>
          {ADMIN_TABS.map((tab) => (
            <Tabs.Content key={tab.value} value={tab.value} pt="6">
              <Stack
                gap="6"
                bg="bg.panel"
                borderRadius="l3"
                borderWidth="1px"
                borderColor="border"
                p={{ base: "4", md: "6" }}
              >
                <Heading as="h2" fontFamily="heading" textStyle="2xl">
                  {tab.value === "overview" ? "Recent leads" : tab.label}
                </Heading>
                {tab.value === "overview" ? (
                  overview
                ) : (
                  <Text color="fg.muted">The {tab.label.toLowerCase()} workspace is on its way.</Text>
                )}
              </Stack>
            </Tabs.Content>
          ))}
        </Tabs.Root>
      </Container>
    </Box>
  );
}
