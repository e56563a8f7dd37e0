import { Box, HStack, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { Quote, Star } from "lucide-react";
import { SurfaceCard } from "../primitives";
import { type HeadingContent, SectionHeading } from "../section-heading";
import { SectionShell } from "../section-shell";
import { filledStars, MAX_RATING } from "./rating";

export interface TestimonialContent {
  _id: string;
  name: string;
  role: string;
  company: string;
  quote: string;
  rating: number;
}

function Stars({ rating }: { rating: number }) {
  const filled = filledStars(rating);
  return (
    <HStack gap="1" role="img" aria-label={`${rating}/${MAX_RATING}`} data-stars={filled}>
      {Array.from({ length: MAX_RATING }, (_, index) => (
        <Star
          // biome-ignore lint/suspicious/noArrayIndexKey: the stars are positions, not records
          key={index}
          aria-hidden="true"
          size={18}
          fill={index < filled ? "#f59e0b" : "none"}
          color={index < filled ? "#f59e0b" : "#b0b8c9"}
        />
      ))}
    </HStack>
  );
}

export function Testimonials({
  heading,
  testimonials,
}: {
  heading: HeadingContent;
  testimonials: TestimonialContent[];
}) {
  return (
    <SectionShell id="testimonials" labelledBy="testimonials-title">
      <SectionHeading heading={heading} id="testimonials-title" />
      <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="6" mt={{ base: "10", md: "14" }}>
        {testimonials.map((testimonial) => (
          <SurfaceCard as="figure" key={testimonial._id} gap="5" position="relative" data-testimonial="">
            <Box position="absolute" top="5" insetEnd="5" color="brand.muted" aria-hidden="true">
              <Quote size={40} />
            </Box>
            <Stars rating={testimonial.rating} />
            <Text as="blockquote" textStyle="lg" flex="1" textWrap="pretty">
              {testimonial.quote}
            </Text>
            <Stack as="figcaption" gap="0" borderTopWidth="1px" borderColor="border" pt="4">
              <Text fontWeight="bold">{testimonial.name}</Text>
              <Text textStyle="sm" color="fg.muted">
                {`${testimonial.role}, ${testimonial.company}`}
              </Text>
            </Stack>
          </SurfaceCard>
        ))}
      </SimpleGrid>
    </SectionShell>
  );
}
