import { Box, Heading, HStack, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { CircleCheck, CircleX } from "lucide-react";
import type { ReactNode } from "react";
import type { TechnicalSeo } from "@/lib/seo/types";

function Check({ label, passed }: { label: string; passed: boolean }) {
  return (
    <HStack as="li" justify="space-between" gap="3" data-passed={passed}>
      <Text textStyle="sm">{label}</Text>
      <Box
        as="span"
        role="img"
        aria-label={passed ? "Pass" : "Fail"}
        color={passed ? "green.fg" : "red.fg"}
        display="inline-flex"
      >
        {passed ? <CircleCheck size={20} aria-hidden="true" /> : <CircleX size={20} aria-hidden="true" />}
      </Box>
    </HStack>
  );
}

function Count({ label, value }: { label: string; value: number }) {
  return (
    <HStack as="li" justify="space-between" gap="3">
      <Text textStyle="sm">{label}</Text>
      <Text textStyle="sm" fontWeight="semibold">
        {value}
      </Text>
    </HStack>
  );
}

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box p="4" borderWidth="1px" borderRadius="l2">
      <Heading as="h4" textStyle="md" mb="3">
        {title}
      </Heading>
      <Stack as="ul" gap="2" listStyleType="none" aria-label={title}>
        {children}
      </Stack>
    </Box>
  );
}

export function TechnicalSeoPanel({ technical }: { technical: TechnicalSeo }) {
  return (
    <Box as="section" aria-labelledby="seo-technical-heading">
      <Heading as="h3" id="seo-technical-heading" textStyle="lg" mb="3">
        Technical SEO
      </Heading>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
        <Group title="Security and Structure">
          <Check label="SSL Certificate" passed={technical.hasSSL} />
          <Check label="Robots.txt" passed={technical.hasRobotsTxt} />
          <Check label="XML Sitemap" passed={technical.hasSitemap} />
        </Group>
        <Group title="Meta Tags">
          <Check label="Title Tag" passed={technical.metaTags.title} />
          <Check label="Meta Description" passed={technical.metaTags.description} />
          <Check label="Viewport Tag" passed={technical.metaTags.viewport} />
        </Group>
        <Group title="Content Structure">
          <Count label="H1 Tags" value={technical.headings.h1Count} />
          <Count label="H2 Tags" value={technical.headings.h2Count} />
          <Count label="Images Total" value={technical.images.total} />
          <Count label="Missing Alt" value={technical.images.withoutAlt} />
        </Group>
      </SimpleGrid>
    </Box>
  );
}
