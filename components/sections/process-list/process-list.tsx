import { Box, Heading, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { stepNumber } from "../about/about";
import { type HeadingContent, SectionHeading } from "../section-heading";
import { SectionShell } from "../section-shell";

export interface ProcessListContent {
  heading: HeadingContent;
  items: { _key: string; title: string; text: string }[];
}

/** A numbered list (a service's process or its capabilities); numbers come from position. */
export function ProcessList({ list }: { list: ProcessListContent }) {
  const columns = list.items.length > 4 ? { base: 1, md: 2, lg: 4 } : { base: 1, sm: 2, lg: 4 };
  return (
    <SectionShell id="process" labelledBy="process-title" tone="subtle">
      <SectionHeading heading={list.heading} id="process-title" />
      <SimpleGrid
        as="ol"
        listStyleType="none"
        columns={columns}
        gap={{ base: "8", md: "6" }}
        mt={{ base: "10", md: "14" }}
      >
        {list.items.map((item, index) => (
          <Stack as="li" key={item._key} gap="3" borderTopWidth="2px" borderColor="brand.solid" pt="5">
            <Box
              aria-hidden="true"
              fontFamily="heading"
              textStyle="3xl"
              fontWeight="bold"
              color="brand.fg"
              lineHeight="1"
            >
              {stepNumber(index)}
            </Box>
            <Heading as="h3" textStyle="lg" fontWeight="bold">
              {item.title}
            </Heading>
            <Text color="fg.muted">{item.text}</Text>
          </Stack>
        ))}
      </SimpleGrid>
    </SectionShell>
  );
}
