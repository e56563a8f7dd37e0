import { Button, Container, Heading, Stack, Text } from "@chakra-ui/react";
import NextLink from "next/link";
import { getSiteShell } from "@/lib/sanity/site-shell";

export default async function NotFound() {
  const copy = (await getSiteShell()).notFound;
  return (
    <Container maxW="3xl" px={{ base: "4", md: "8" }} py={{ base: "20", md: "32" }}>
      <Stack gap="6" align="center" textAlign="center">
        <Text fontFamily="heading" fontWeight="extrabold" textStyle="7xl" color="brand.solid" lineHeight="1">
          404
        </Text>
        <Heading as="h1" textStyle={{ base: "3xl", md: "4xl" }} letterSpacing="-0.02em">
          {copy.title}
        </Heading>
        <Text color="fg.muted" textStyle="lg">
          {copy.text}
        </Text>
        <Button asChild size="lg" borderRadius="full">
          <NextLink href="/">{copy.linkLabel}</NextLink>
        </Button>
      </Stack>
    </Container>
  );
}
