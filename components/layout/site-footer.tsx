import { Box, Container, Flex, Heading, HStack, Link, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { Mail, MapPin, Phone } from "lucide-react";
import NextLink from "next/link";
import type { ReactNode } from "react";
import type { NavLink, SiteShellContent } from "@/lib/site-copy";
import { Logo } from "./logo";

function FooterColumn({ title, links }: { title: string; links: NavLink[] }) {
  return (
    <Stack as="nav" aria-label={title} gap="3">
      <Heading as="h2" textStyle="sm" fontWeight="semibold" color="fg">
        {title}
      </Heading>
      <Stack as="ul" gap="2" listStyleType="none">
        {links.map((link) => (
          <li key={`${link.href}-${link.label}`}>
            <Link asChild color="fg.muted" textStyle="sm" _hover={{ color: "brand.fg" }}>
              <NextLink href={link.href}>{link.label}</NextLink>
            </Link>
          </li>
        ))}
      </Stack>
    </Stack>
  );
}

interface SiteFooterProps {
  shell: SiteShellContent;
  /** The newsletter sign-up form, mounted by the leads feature. */
  newsletterForm?: ReactNode;
}

export function SiteFooter({ shell, newsletterForm }: SiteFooterProps) {
  const { footer, contact } = shell;
  return (
    <Box as="footer" bg="bg.subtle" borderTopWidth="1px" borderColor="border" mt="auto">
      <Container maxW="7xl" px={{ base: "4", md: "8" }} py={{ base: "12", md: "16" }}>
        <SimpleGrid columns={{ base: 1, lg: 12 }} gap={{ base: "10", lg: "8" }}>
          <Stack gap="5" gridColumn={{ lg: "span 4" }}>
            <Logo siteName={shell.siteName} />
            <Text color="fg.muted" textStyle="sm" maxW="sm">
              {shell.tagline}
            </Text>
            <Stack gap="2" textStyle="sm">
              <Link href={`mailto:${contact.email}`} color="fg" display="inline-flex" gap="2">
                <Mail aria-hidden="true" size={16} /> {contact.email}
              </Link>
              <Link
                href={`tel:${contact.phone.replace(/[^+\d]/g, "")}`}
                color="fg"
                display="inline-flex"
                gap="2"
              >
                <Phone aria-hidden="true" size={16} /> {contact.phone}
                <Text as="span" color="fg.muted">
                  · {contact.phoneNote}
                </Text>
              </Link>
            </Stack>
          </Stack>
          <SimpleGrid columns={{ base: 2, md: 3 }} gap="8" gridColumn={{ lg: "span 8" }}>
            <FooterColumn title={footer.servicesTitle} links={shell.services} />
            <FooterColumn title={footer.industriesTitle} links={shell.industries} />
            <FooterColumn title={footer.companyTitle} links={shell.companyLinks} />
          </SimpleGrid>
        </SimpleGrid>

        <SimpleGrid
          columns={{ base: 1, lg: 12 }}
          gap="8"
          mt="12"
          pt="10"
          borderTopWidth="1px"
          borderColor="border"
        >
          <Stack gap="4" gridColumn={{ lg: "span 7" }}>
            <Heading as="h2" textStyle="sm" fontWeight="semibold">
              {footer.officesTitle}
            </Heading>
            <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 3 }} gap="6">
              {shell.offices.map((office) => (
                <Stack as="li" key={office.city} gap="1" textStyle="sm">
                  <HStack gap="1.5" fontWeight="semibold" color="fg">
                    <MapPin aria-hidden="true" size={14} />
                    {office.city}, {office.region}
                  </HStack>
                  <Text color="fg.muted">{office.address}</Text>
                  <Text color="fg.muted">{office.phone}</Text>
                  <Text color="fg.muted" textStyle="xs">
                    {office.isHeadquarters ? "Headquarters · " : ""}
                    {office.timezone}
                  </Text>
                </Stack>
              ))}
            </SimpleGrid>
          </Stack>
          <Stack gap="3" gridColumn={{ lg: "span 5" }} id="newsletter">
            <Heading as="h2" textStyle="sm" fontWeight="semibold">
              {footer.newsletterTitle}
            </Heading>
            <Text color="fg.muted" textStyle="sm">
              {footer.newsletterText}
            </Text>
            {newsletterForm}
          </Stack>
        </SimpleGrid>

        <Flex
          mt="12"
          pt="6"
          borderTopWidth="1px"
          borderColor="border"
          direction={{ base: "column", sm: "row" }}
          gap="4"
          justify="space-between"
          textStyle="xs"
          color="fg.muted"
        >
          <Text>
            © {new Date().getFullYear()} {footer.copyright}
          </Text>
          <HStack as="nav" aria-label="Legal" gap="5">
            {shell.legalLinks.map((link) => (
              <Link key={link.href} asChild color="fg.muted" _hover={{ color: "brand.fg" }}>
                <NextLink href={link.href}>{link.label}</NextLink>
              </Link>
            ))}
          </HStack>
        </Flex>
      </Container>
    </Box>
  );
}
