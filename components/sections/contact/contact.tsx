import { Box, Button, Heading, HStack, Link, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { ContentIcon } from "@/components/ui/content-icon";
import { SurfaceCard } from "../primitives";
import { SectionHeading } from "../section-heading";
import { SectionShell } from "../section-shell";
import type { HomeContent, RenderQuoteButton } from "../types";

interface ContactProps {
  contact: HomeContent["contact"];
  contactForm?: ReactNode;
  renderQuoteButton: RenderQuoteButton;
  /** On /contact the page's own heading opens the section, so the section shows no second one. */
  headed?: boolean;
}

export function Contact({ contact, contactForm, renderQuoteButton, headed = true }: ContactProps) {
  return (
    <SectionShell
      id="contact"
      labelledBy={headed ? "contact-title" : undefined}
      aria-label={headed ? undefined : contact.heading.title}
      bg="bg.subtle"
    >
      {headed ? <SectionHeading heading={contact.heading} id="contact-title" /> : null}
      <SimpleGrid
        columns={{ base: 1, sm: 2, lg: 4 }}
        gap="4"
        mt={headed ? { base: "10", md: "14" } : undefined}
      >
        {contact.cards.map((card) => (
          <SurfaceCard key={card._key} gap="2">
            <Box color="brand.fg">
              <ContentIcon name={card.icon} size={24} />
            </Box>
            <Heading as="h3" textStyle="md" fontWeight="semibold">
              {card.title}
            </Heading>
            {card.href ? (
              <Link href={card.href} fontWeight="medium" color="fg" wordBreak="break-word">
                {card.value}
              </Link>
            ) : (
              <Text fontWeight="medium">{card.value}</Text>
            )}
            {card.note ? (
              <Text textStyle="sm" color="fg.muted">
                {card.note}
              </Text>
            ) : null}
          </SurfaceCard>
        ))}
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, lg: 3 }} gap="8" mt={{ base: "10", md: "14" }} alignItems="start">
        <SurfaceCard id="quick-contact" gridColumn={{ lg: "span 2" }} gap="5">
          <Heading as="h3" textStyle="xl" fontWeight="bold">
            {contact.formTitle}
          </Heading>
          {contactForm}
        </SurfaceCard>
        <Stack gap="3">
          {renderQuoteButton(contact.quoteButtonLabel)}
          <HStack gap="3" wrap="wrap">
            <Button asChild variant="outline" flex="1">
              <a href={contact.call.href}>{contact.call.label}</a>
            </Button>
            <Button asChild variant="outline" flex="1">
              <a href={contact.chat.href}>{contact.chat.label}</a>
            </Button>
          </HStack>
        </Stack>
      </SimpleGrid>
    </SectionShell>
  );
}
