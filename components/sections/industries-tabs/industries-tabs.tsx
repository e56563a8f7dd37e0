import { Box, Heading, HStack, List, SimpleGrid, Stack, Tabs, Text } from "@chakra-ui/react";
import { Check } from "lucide-react";
import { ContentIcon } from "@/components/ui/content-icon";
import { industryOption } from "@/lib/validations/options";
import { SurfaceCard } from "../primitives";
import { SectionHeading } from "../section-heading";
import { SectionShell } from "../section-shell";
import type { HomeContent, RenderQuoteButton } from "../types";

type Industries = HomeContent["industries"];
type Industry = Industries["items"][number];

/** One industry in full; /industries shows every panel under its own anchored heading. */
export function IndustryPanel({
  industry,
  renderQuoteButton,
}: {
  industry: Industry;
  renderQuoteButton: RenderQuoteButton;
}) {
  return (
    <Stack gap={{ base: "8", md: "10" }}>
      <Stack gap="4" maxW="3xl">
        <Heading as="h3" textStyle={{ base: "2xl", md: "3xl" }} fontWeight="bold">
          {industry.headline}
        </Heading>
        <Text color="fg.muted" textStyle="lg">
          {industry.overview}
        </Text>
      </Stack>
      <SimpleGrid as="dl" columns={{ base: 1, sm: 3 }} gap="4">
        {industry.stats.map((stat) => (
          <SurfaceCard key={stat._key} tone="muted" gap="1">
            <Text as="dt" textStyle="sm" color="fg.muted" order={2}>
              {stat.label}
            </Text>
            <Text as="dd" fontFamily="heading" textStyle="3xl" fontWeight="bold" color="brand.fg" order={1}>
              {stat.value}
            </Text>
          </SurfaceCard>
        ))}
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, lg: 3 }} gap="8">
        <Box>
          <List.Root gap="3" variant="plain">
            {industry.services.map((service) => (
              <List.Item key={service} alignItems="center" gap="3" fontWeight="medium">
                <List.Indicator asChild color="brand.fg">
                  <Check size={18} aria-hidden="true" />
                </List.Indicator>
                {service}
              </List.Item>
            ))}
          </List.Root>
        </Box>
        <SimpleGrid
          as="ul"
          listStyleType="none"
          columns={{ base: 1, sm: 2, md: 3 }}
          gap="3"
          gridColumn={{ lg: "span 2" }}
        >
          {industry.specialties.map((specialty) => (
            <Box
              as="li"
              key={specialty}
              borderWidth="1px"
              borderColor="border"
              borderRadius="l2"
              px="3"
              py="2"
              textStyle="sm"
              bg="bg.panel"
            >
              {specialty}
            </Box>
          ))}
        </SimpleGrid>
      </SimpleGrid>
      <Box>{renderQuoteButton(industry.quoteButtonLabel, { industry: industryOption(industry.name) })}</Box>
    </Stack>
  );
}

export function IndustriesTabs({
  industries,
  renderQuoteButton,
}: {
  industries: Industries;
  renderQuoteButton: RenderQuoteButton;
}) {
  const first = industries.items[0];
  if (!first) return null;
  const cta = industries.quoteCta;
  return (
    <SectionShell id="industries" labelledBy="industries-title">
      <SectionHeading heading={industries.heading} id="industries-title" />
      <Tabs.Root
        defaultValue={first.slug}
        variant="enclosed"
        fitted
        mt={{ base: "10", md: "14" }}
        lazyMount={false}
        unmountOnExit={false}
      >
        {/* Two rows on a phone: a strip that scrolls would hide its last tab with no cue. */}
        <Tabs.List
          display="grid"
          gridTemplateColumns={{ base: "repeat(2, minmax(0, 1fr))", md: "repeat(4, minmax(0, 1fr))" }}
        >
          {industries.items.map((industry) => (
            <Tabs.Trigger key={industry._id} value={industry.slug} minW="0">
              <ContentIcon name={industry.icon} size={18} />
              {industry.name}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {industries.items.map((industry) => (
          <Tabs.Content key={industry._id} value={industry.slug} pt={{ base: "8", md: "10" }}>
            <IndustryPanel industry={industry} renderQuoteButton={renderQuoteButton} />
          </Tabs.Content>
        ))}
      </Tabs.Root>
      {cta ? (
        <SurfaceCard
          tone="brand"
          mt={{ base: "12", md: "16" }}
          alignItems="center"
          textAlign="center"
          gap="4"
          py="10"
        >
          <Heading as="h3" textStyle={{ base: "2xl", md: "3xl" }} fontWeight="bold">
            {cta.title}
          </Heading>
          <Text maxW="2xl" color="brand.contrast">
            {cta.text}
          </Text>
          <HStack>{renderQuoteButton(cta.buttonLabel)}</HStack>
          <Text textStyle="sm" color="brand.contrast">
            {cta.smallPrint}
          </Text>
        </SurfaceCard>
      ) : null}
    </SectionShell>
  );
}
