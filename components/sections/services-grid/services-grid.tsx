import { Box, Heading, HStack, SimpleGrid, Text } from "@chakra-ui/react";
import { ArrowRight } from "lucide-react";
import NextLink from "next/link";
import { ContentIcon } from "@/components/ui/content-icon";
import { gradientCss } from "@/lib/content/design-options";
import { SurfaceCard } from "../primitives";
import { SectionHeading } from "../section-heading";
import { SectionShell } from "../section-shell";
import type { HomeContent } from "../types";

export function ServicesGrid({ services }: { services: HomeContent["services"] }) {
  return (
    <SectionShell id="services" labelledBy="services-title" bg="bg.subtle">
      <SectionHeading heading={services.heading} id="services-title" />
      <SimpleGrid
        as="ul"
        listStyleType="none"
        columns={{ base: 1, md: 2, lg: 4 }}
        gap="6"
        mt={{ base: "10", md: "14" }}
      >
        {services.items.map((service) => (
          <Box as="li" key={service._id} display="flex" data-service-card="">
            <SurfaceCard asChild interactive flex="1" colorPalette={service.accent}>
              <NextLink href={service.href}>
                <Box
                  display="inline-flex"
                  alignItems="center"
                  justifyContent="center"
                  boxSize="12"
                  borderRadius="l2"
                  color="white"
                  style={{ backgroundImage: gradientCss(service.gradient) }}
                >
                  <ContentIcon name={service.icon} size={22} />
                </Box>
                <Text
                  textStyle="xs"
                  fontWeight="semibold"
                  letterSpacing="0.14em"
                  color="colorPalette.fg"
                  mt="2"
                >
                  {service.category}
                </Text>
                <Heading as="h3" textStyle="xl" fontWeight="bold">
                  {service.title}
                </Heading>
                <Text color="fg.muted" flex="1">
                  {service.description}
                </Text>
                <HStack gap="1" color="colorPalette.fg" fontWeight="semibold" textStyle="sm">
                  {services.cardLinkLabel}
                  <ArrowRight aria-hidden="true" size={16} />
                </HStack>
              </NextLink>
            </SurfaceCard>
          </Box>
        ))}
      </SimpleGrid>
    </SectionShell>
  );
}
