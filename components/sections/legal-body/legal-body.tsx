import { Box, Container, Heading, Link, List, Text } from "@chakra-ui/react";
import { PortableText, type PortableTextComponents } from "@portabletext/react";
import NextLink from "next/link";
import type { LegalPageQueryResult } from "@/studio/sanity.types";

type Legal = NonNullable<LegalPageQueryResult>;

const isInternal = (href: string) => href.startsWith("/") && !href.startsWith("//");

const components: PortableTextComponents = {
  block: {
    normal: ({ children }) => (
      <Text textStyle="md" lineHeight="tall" color="fg" mb="4">
        {children}
      </Text>
    ),
    h2: ({ children }) => (
      <Heading as="h2" textStyle="2xl" fontWeight="bold" mt="10" mb="4">
        {children}
      </Heading>
    ),
    h3: ({ children }) => (
      <Heading as="h3" textStyle="lg" fontWeight="bold" mt="6" mb="3">
        {children}
      </Heading>
    ),
  },
  list: {
    bullet: ({ children }) => (
      <List.Root as="ul" ps="6" mb="4" gap="2" listStyleType="disc">
        {children}
      </List.Root>
    ),
  },
  listItem: {
    bullet: ({ children }) => <List.Item lineHeight="tall">{children}</List.Item>,
  },
  marks: {
    link: ({ value, children }) => {
      const href = typeof value?.href === "string" ? value.href : "#";
      return (
        <Link asChild color="brand.fg" textDecoration="underline" textUnderlineOffset="3px">
          {isInternal(href) ? <NextLink href={href}>{children}</NextLink> : <a href={href}>{children}</a>}
        </Link>
      );
    },
  },
};

/** A legal text from Portable Text: the page's one h1, its date and the body. */
export function LegalBody({ legal }: { legal: Legal }) {
  const updated = new Date(`${legal.updatedAt}T00:00:00Z`);
  return (
    <Box as="article" aria-labelledby="legal-title" py={{ base: "14", md: "20" }}>
      <Container maxW="3xl" px={{ base: "4", md: "8" }}>
        <Heading
          id="legal-title"
          as="h1"
          fontFamily="heading"
          textStyle={{ base: "4xl", md: "5xl" }}
          fontWeight="bold"
          letterSpacing="-0.03em"
        >
          {legal.title}
        </Heading>
        <Text as="p" mt="3" mb="10" color="fg.muted" textStyle="sm">
          <time dateTime={legal.updatedAt}>
            {updated.toLocaleDateString("en-US", { dateStyle: "long", timeZone: "UTC" })}
          </time>
        </Text>
        <PortableText value={legal.body} components={components} />
      </Container>
    </Box>
  );
}
