import { Button, HStack } from "@chakra-ui/react";
import type { Metadata } from "next";
import NextLink from "next/link";
import { PageHeader } from "@/components/ui/page-header";
import { pageIntros } from "@/lib/site-copy";

export const metadata: Metadata = { alternates: { canonical: "/" } };

export default function HomePage() {
  return (
    <PageHeader {...pageIntros["/"]}>
      <HStack gap="3" mt="8" wrap="wrap">
        <Button asChild size="lg" borderRadius="full">
          <NextLink href="/contact">Get started</NextLink>
        </Button>
        <Button asChild size="lg" variant="outline" borderRadius="full">
          <NextLink href="/#services">Learn more</NextLink>
        </Button>
      </HStack>
    </PageHeader>
  );
}
