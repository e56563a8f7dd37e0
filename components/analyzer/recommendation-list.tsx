import { Badge, Box, Heading, HStack, Stack, Text } from "@chakra-ui/react";
import type { SeoRecommendation } from "@/lib/seo/types";
import { levelPalette } from "./score-colour";

export function RecommendationList({ recommendations }: { recommendations: SeoRecommendation[] }) {
  return (
    <Box as="section" aria-labelledby="seo-recommendations-heading">
      <Heading as="h3" id="seo-recommendations-heading" textStyle="lg" mb="3">
        Recommendations
      </Heading>
      {recommendations.length === 0 ? (
        <Text color="fg.muted">Nothing to change: this page follows every check.</Text>
      ) : (
        <Stack as="ul" gap="3" listStyleType="none">
          {recommendations.map((rec) => (
            <Stack as="li" key={rec.title} gap="1" p="4" borderWidth="1px" borderRadius="l2">
              <HStack gap="2" wrap="wrap">
                <Text fontWeight="semibold">{rec.title}</Text>
                <Badge colorPalette={levelPalette(rec.priority)} variant="subtle">
                  {rec.priority}
                </Badge>
              </HStack>
              <Text textStyle="sm">{rec.description}</Text>
              <Text textStyle="sm" color="brand.fg">
                <Text as="span" fontWeight="semibold">
                  Action:
                </Text>{" "}
                {rec.action}
              </Text>
            </Stack>
          ))}
        </Stack>
      )}
    </Box>
  );
}
