"use client";

import { Box, Container, Flex, Heading, HStack, Stack, Tabs, Text } from "@chakra-ui/react";
import { useRouter } from "next/navigation";
import { type ReactNode, useEffect, useState, useTransition } from "react";
import { ADMIN_TABS, type AdminTab, adminTabHref, isAdminTab } from "@/lib/admin/tabs";
import { ExitDashboardButton } from "./exit-button";
import { LoadingState } from "./kit/states";
import { QuickActions } from "./quick-actions";

/**
 * The dashboard frame: header (System Online, Exit Dashboard) and the tabs. The server renders the
 * open tab's `panel`; choosing another tab navigates to its address and shows a loading line meanwhile.
 */
export function AdminDashboard({
  userEmail,
  openTab,
  panel,
}: {
  userEmail: string;
  openTab: AdminTab;
  panel: ReactNode;
}) {
  const router = useRouter();
  const [chosen, setChosen] = useState<AdminTab>(openTab);
  const [, startNavigation] = useTransition();
  // Back and Forward change the open tab from outside.
  useEffect(() => setChosen(openTab), [openTab]);

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
              <QuickActions />
              <Box colorPalette="gray" color="fg.inverted" css={{ "& button": { color: "inherit" } }}>
                <ExitDashboardButton />
              </Box>
            </HStack>
          </Flex>
        </Container>
      </Box>
      <Container as="main" maxW="7xl" px={{ base: "4", md: "8" }} py={{ base: "6", md: "10" }}>
        <Tabs.Root
          value={chosen}
          onValueChange={(details) => {
            if (!isAdminTab(details.value)) return;
            setChosen(details.value);
            startNavigation(() => router.push(adminTabHref(details.value as AdminTab), { scroll: false }));
          }}
          variant="enclosed"
          lazyMount
          unmountOnExit
        >
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
                  {tab.label}
                </Heading>
                {/* Only the open tab's content holds the panel: a tab's content that is still leaving would
                    otherwise hold a second copy of it (two copies of a dialog the URL opens, each closing it). */}
                {tab.value !== openTab || chosen !== openTab ? (
                  <LoadingState>{tab.loading}</LoadingState>
                ) : (
                  (panel ?? (
                    <Text color="fg.muted">The {tab.label.toLowerCase()} workspace is on its way.</Text>
                  ))
                )}
              </Stack>
            </Tabs.Content>
          ))}
        </Tabs.Root>
      </Container>
    </Box>
  );
}
