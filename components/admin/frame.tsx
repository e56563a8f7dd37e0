"use client";

import { Box, Container, Flex, Heading, HStack, Link, Stack, Text } from "@chakra-ui/react";
import NextLink from "next/link";
import { usePathname } from "next/navigation";
import type { ReactNode } from "react";
import { areaAt, type NavArea } from "../../lib/admin/areas.ts";
import { ExitDashboardButton, SignOutEverywhereButton } from "./exit-button.tsx";
import { UrlRouter } from "./kit/use-url-state.ts";
import { QuickActions } from "./quick-actions.tsx";

/**
 * The dashboard frame: header (System Online, Exit Dashboard, Sign out everywhere), the areas' navigation and the open
 * area's panel. Each area is a route of its own; its loading.tsx fills the panel while it loads. The
 * layout gives the areas' labels and addresses, in order: their definitions stay on the server.
 */
export function AdminFrame({
  userEmail,
  areas,
  children,
}: {
  userEmail: string;
  areas: readonly NavArea[];
  children: ReactNode;
}) {
  const open = areaAt(areas, usePathname());
  return (
    <Box minH="100dvh" bg="bg.subtle">
      <UrlRouter />
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
                <HStack gap="2">
                  <ExitDashboardButton />
                  <SignOutEverywhereButton />
                </HStack>
              </Box>
            </HStack>
          </Flex>
        </Container>
      </Box>
      <Container as="main" maxW="7xl" px={{ base: "4", md: "8" }} py={{ base: "6", md: "10" }}>
        <Box as="nav" aria-label="Dashboard areas" overflowX="auto" pb="1">
          <HStack
            as="ul"
            gap="1"
            listStyle="none"
            borderBottomWidth="1px"
            borderColor="border"
            minW="max-content"
          >
            {areas.map((area) => {
              const current = area.slug === open?.slug;
              return (
                <Box as="li" key={area.slug}>
                  <Link
                    asChild
                    display="inline-flex"
                    px="4"
                    py="2"
                    mb="-1px"
                    fontWeight="medium"
                    textStyle="sm"
                    color={current ? "fg" : "fg.muted"}
                    bg={current ? "bg.panel" : undefined}
                    borderWidth="1px"
                    borderBottomWidth={current ? "0" : "1px"}
                    borderColor={current ? "border" : "transparent"}
                    borderTopRadius="l2"
                    textDecoration="none"
                    _hover={{ color: "fg", textDecoration: "none" }}
                  >
                    <NextLink href={area.href} aria-current={current ? "page" : undefined}>
                      {area.label}
                    </NextLink>
                  </Link>
                </Box>
              );
            })}
          </HStack>
        </Box>
        <Stack
          gap="6"
          mt="6"
          bg="bg.panel"
          borderRadius="l3"
          borderWidth="1px"
          borderColor="border"
          p={{ base: "4", md: "6" }}
        >
          {open ? (
            <Heading as="h2" fontFamily="heading" textStyle="2xl">
              {open.label}
            </Heading>
          ) : null}
          {children}
        </Stack>
      </Container>
    </Box>
  );
}
