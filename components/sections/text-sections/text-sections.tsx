import { Heading, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { SectionShell } from "../section-shell";

export interface TextSectionContent {
  _key: string;
  title: string;
  text: string;
}

/** Titled paragraphs side by side: the about page's story, the test page's explanations. */
export function TextSections({
  id,
  label,
  sections,
  columns = 3,
}: {
  id: string;
  /** Names the band for assistive technology when it has no visible heading of its own. */
  label?: string;
  sections: TextSectionContent[];
  columns?: number;
}) {
  return (
    <SectionShell id={id} aria-label={label} rhythm="compact">
      <SimpleGrid columns={{ base: 1, md: Math.min(columns, 2), lg: columns }} gap={{ base: "8", md: "10" }}>
        {sections.map((section) => (
          <Stack key={section._key} gap="3" borderTopWidth="2px" borderColor="brand.solid" pt="5">
            <Heading as="h2" textStyle="xl" fontWeight="bold">
              {section.title}
            </Heading>
            <Text color="fg.muted" textStyle="md">
              {section.text}
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
    </SectionShell>
  );
}
