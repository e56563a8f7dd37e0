"use client";

import { Box, Button, Container, Flex, HStack, IconButton, Link, Stack } from "@chakra-ui/react";
import { Menu, X } from "lucide-react";
import NextLink from "next/link";
import { usePathname } from "next/navigation";
import { type ReactNode, useEffect, useId, useState } from "react";
import type { NavLink } from "@/lib/site-copy";
import { isHeaderCondensed } from "./header-scroll";

interface SiteHeaderProps {
  siteName: string;
  /** The site's logo, rendered on the server (./logo.tsx). */
  logo: ReactNode;
  nav: NavLink[];
  contactCta: NavLink;
  /** Sign-in state of the visitor (Sign In, or Sign Out and Admin), rendered by the account island. */
  account: ReactNode;
}

function isCurrent(pathname: string | null, href: string) {
  if (!pathname) return false;
  return pathname === href || pathname.startsWith(`${href}/`);
}

function useCondensedOnScroll() {
  const [condensed, setCondensed] = useState(false);
  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      setCondensed(isHeaderCondensed(window.scrollY));
    };
    const onScroll = () => {
      if (!frame) frame = window.requestAnimationFrame(update);
    };
    update();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      window.removeEventListener("scroll", onScroll);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, []);
  return condensed;
}

export function SiteHeader({ siteName, logo, nav, contactCta, account }: SiteHeaderProps) {
  const pathname = usePathname();
  const condensed = useCondensedOnScroll();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();

  // The mobile menu closes whenever the route changes.
  // biome-ignore lint/correctness/useExhaustiveDependencies: pathname is the trigger, not a value read inside
  useEffect(() => setMenuOpen(false), [pathname]);

  return (
    <Box
      as="header"
      position="sticky"
      top="0"
      zIndex="sticky"
      data-condensed={condensed ? "true" : "false"}
      bg={condensed || menuOpen ? "bg/90" : "transparent"}
      backdropFilter={condensed || menuOpen ? "saturate(180%) blur(14px)" : "none"}
      borderBottomWidth="1px"
      borderColor={condensed || menuOpen ? "border" : "transparent"}
      boxShadow={condensed ? "sm" : "none"}
      transitionProperty="background-color, box-shadow, border-color"
      transitionDuration="moderate"
    >
      <Container maxW="7xl" px={{ base: "4", md: "8" }}>
        <Flex h="4.5rem" align="center" justify="space-between" gap="6">
          <Link asChild _hover={{ textDecoration: "none" }} aria-label={`${siteName}, home`}>
            <NextLink href="/">{logo}</NextLink>
          </Link>

          <HStack as="nav" aria-label="Main" gap="1" display={{ base: "none", lg: "flex" }}>
            {nav.map((item) => {
              const current = isCurrent(pathname, item.href);
              return (
                <Link
                  key={item.href}
                  asChild
                  px="3"
                  py="2"
                  borderRadius="l2"
                  fontWeight="medium"
                  fontSize="sm"
                  color={current ? "brand.fg" : "fg.muted"}
                  bg={current ? "brand.subtle" : undefined}
                  _hover={{ color: "fg", bg: "bg.muted", textDecoration: "none" }}
                >
                  <NextLink href={item.href} aria-current={current ? "page" : undefined}>
                    {item.label}
                  </NextLink>
                </Link>
              );
            })}
          </HStack>

          <HStack gap="3" display={{ base: "none", lg: "flex" }}>
            {account}
            <Button asChild size="sm" borderRadius="full" px="5">
              <NextLink href={contactCta.href}>{contactCta.label}</NextLink>
            </Button>
          </HStack>

          <IconButton
            display={{ base: "inline-flex", lg: "none" }}
            variant="ghost"
            aria-label={menuOpen ? "Close menu" : "Open menu"}
            aria-expanded={menuOpen}
            aria-controls={menuId}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <X /> : <Menu />}
          </IconButton>
        </Flex>
      </Container>

      <Box
        id={menuId}
        hidden={!menuOpen}
        display={{ lg: "none" }}
        borderTopWidth="1px"
        borderColor="border"
        bg="bg"
        maxH="calc(100dvh - 4.5rem)"
        overflowY="auto"
      >
        <Container maxW="7xl" py="4" px={{ base: "4", md: "8" }}>
          <Stack as="nav" aria-label="Mobile" gap="1">
            {nav.map((item) => {
              const current = isCurrent(pathname, item.href);
              return (
                <Link
                  key={item.href}
                  asChild
                  px="3"
                  py="3"
                  borderRadius="l2"
                  fontWeight="medium"
                  color={current ? "brand.fg" : "fg"}
                  bg={current ? "brand.subtle" : undefined}
                  _hover={{ bg: "bg.muted", textDecoration: "none" }}
                >
                  <NextLink href={item.href} aria-current={current ? "page" : undefined}>
                    {item.label}
                  </NextLink>
                </Link>
              );
            })}
          </Stack>
          <HStack gap="3" pt="4" mt="3" borderTopWidth="1px" borderColor="border">
            {account}
            <Button asChild size="sm" borderRadius="full" flex="1">
              <NextLink href={contactCta.href}>{contactCta.label}</NextLink>
            </Button>
          </HStack>
        </Container>
      </Box>
    </Box>
  );
}
