import { Button, Heading, HStack, Text } from "@chakra-ui/react";
import { ArrowRight } from "lucide-react";
import NextLink from "next/link";
import { css } from "@/styled-system/css";
import { SurfaceCard } from "../primitives";
import { SectionShell } from "../section-shell";

export interface BannerContent {
  title: string;
  text: string;
  primary: { label: string; href: string };
  secondary: { label: string; href: string };
}

/** The closing call to action of a page: a title, a sentence and two buttons. */
export function CtaBanner({ banner, id = "call-to-action" }: { banner: BannerContent; id?: string }) {
  const titleId = `${id}-title`;
  return (
    <SectionShell id={id} labelledBy={titleId} className={css({ pt: "0" })}>
      <SurfaceCard tone="brand" alignItems="center" textAlign="center" gap="5" py={{ base: "10", md: "14" }}>
        <Heading
          id={titleId}
          as="h2"
          textStyle={{ base: "2xl", md: "4xl" }}
          fontWeight="bold"
          textWrap="balance"
        >
          {banner.title}
        </Heading>
        <Text maxW="2xl" textStyle={{ base: "md", md: "lg" }} color="brand.contrast">
          {banner.text}
        </Text>
        <HStack gap="3" wrap="wrap" justify="center">
          <Button asChild size="lg" bg="white" color="brand.700" _hover={{ bg: "brand.50" }}>
            <NextLink href={banner.primary.href}>
              {banner.primary.label}
              <ArrowRight aria-hidden="true" />
            </NextLink>
          </Button>
          <Button
            asChild
            size="lg"
            variant="outline"
            color="brand.contrast"
            borderColor="brand.contrast"
            _hover={{ bg: "whiteAlpha.200" }}
          >
            <NextLink href={banner.secondary.href}>{banner.secondary.label}</NextLink>
          </Button>
        </HStack>
      </SurfaceCard>
    </SectionShell>
  );
}
