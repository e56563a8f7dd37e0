import { Box, Code, Heading, List, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { Check } from "lucide-react";
import type { TestPageQueryResult } from "@/studio/sanity.types";
import { SurfaceCard } from "../primitives";
import { SectionHeading } from "../section-heading";
import { SectionShell } from "../section-shell";
import type { MetaTag } from "./meta-tags";

type TestContent = NonNullable<TestPageQueryResult>;

/** The tags this page emits, listed as the head carries them, then the sharing checklist. */
export function MetaTagsExplainer({ content, tags }: { content: TestContent; tags: MetaTag[] }) {
  return (
    <SectionShell id="emitted-tags" labelledBy="emitted-tags-title" tone="subtle">
      <SectionHeading heading={content.tagsHeading} id="emitted-tags-title" />
      <SimpleGrid columns={{ base: 1, lg: 3 }} gap="8" mt={{ base: "10", md: "14" }} alignItems="start">
        <SurfaceCard gridColumn={{ lg: "span 2" }} p="0" overflow="hidden">
          <Box as="dl" data-meta-tags="">
            {tags.map((tag) => (
              <SimpleGrid
                key={tag.key}
                columns={{ base: 1, md: 3 }}
                gap={{ base: "1", md: "4" }}
                px={{ base: "4", md: "6" }}
                py="3"
                borderBottomWidth="1px"
                borderColor="border"
                _last={{ borderBottomWidth: "0" }}
              >
                <Box as="dt">
                  <Code colorPalette="brand" variant="subtle" textStyle="sm">
                    {tag.key}
                  </Code>
                </Box>
                <Text as="dd" gridColumn={{ md: "span 2" }} textStyle="sm" wordBreak="break-word">
                  {tag.value}
                </Text>
              </SimpleGrid>
            ))}
          </Box>
        </SurfaceCard>
        <SurfaceCard gap="4">
          <Heading as="h3" textStyle="lg" fontWeight="bold">
            {content.checklistTitle}
          </Heading>
          <List.Root variant="plain" gap="3">
            {content.checklist.map((item) => (
              <List.Item key={item} alignItems="flex-start" gap="2">
                <List.Indicator asChild color="brand.fg" mt="1">
                  <Check size={16} aria-hidden="true" />
                </List.Indicator>
                <Stack gap="0">
                  <Text>{item}</Text>
                </Stack>
              </List.Item>
            ))}
          </List.Root>
        </SurfaceCard>
      </SimpleGrid>
    </SectionShell>
  );
}
