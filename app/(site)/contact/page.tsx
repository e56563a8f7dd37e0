import { Box, Container, Heading, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { ContactForm } from "@/components/forms/contact-form";
import { QuoteDialogButton } from "@/components/forms/quote-dialog-button";
import { IntroPage, introMetadata } from "@/components/ui/intro-page";
import { quoteSteps } from "@/lib/quote/steps";

export const metadata = introMetadata("/contact");

export default function ContactPage() {
  return (
    <>
      <IntroPage route="/contact" />
      <Container maxW="7xl" px={{ base: "4", md: "8" }} pb={{ base: "16", md: "24" }}>
        <SimpleGrid columns={{ base: 1, lg: 12 }} gap={{ base: "6", lg: "8" }} alignItems="start">
          <Stack
            as="section"
            aria-labelledby="quick-contact-title"
            gridColumn={{ lg: "span 7" }}
            borderRadius="l3"
            borderWidth="1px"
            borderColor="border"
            bg="bg.panel"
            boxShadow="sm"
            p={{ base: "5", md: "8" }}
            gap="6"
          >
            <Heading id="quick-contact-title" as="h2" fontFamily="heading" textStyle="2xl">
              Quick Contact
            </Heading>
            <ContactForm />
          </Stack>
          <Box
            as="section"
            aria-labelledby="quote-title"
            gridColumn={{ lg: "span 5" }}
            borderRadius="l3"
            bg="bg.inverted"
            color="fg.inverted"
            p={{ base: "6", md: "8" }}
            position={{ lg: "sticky" }}
            top="24"
          >
            <Stack gap="4">
              <Heading id="quote-title" as="h2" fontFamily="heading" textStyle="2xl">
                Need a detailed proposal?
              </Heading>
              <Text opacity={0.8}>
                Answer {quoteSteps.length} short steps about your project, budget and timeline. We reply
                within 24 hours with a detailed proposal.
              </Text>
              <QuoteDialogButton
                label="Get Comprehensive Quote"
                size="lg"
                alignSelf="start"
                boxShadow="glow"
              />
            </Stack>
          </Box>
        </SimpleGrid>
      </Container>
    </>
  );
}
