import { Box, Heading, HStack, Stack, Text } from "@chakra-ui/react";
import { LOAD_TIME_DEFINITION } from "@/lib/seo/page-load";
import { OVERALL_DEFINITION, SCORE_RULE, scoreDefinitions } from "@/lib/seo/scoring";

/**
 * The definition of every figure the report shows, printed from the checks and limits the analyzer
 * itself runs on, so the words cannot say something the code does not do.
 */
export function HowWeScore() {
  return (
    <Box as="details" borderWidth="1px" borderRadius="l2" p="4" data-testid="how-we-score">
      <Box as="summary" cursor="pointer" fontWeight="semibold">
        How we score
      </Box>
      <Stack gap="5" mt="4" textStyle="sm">
        <Text>{SCORE_RULE}</Text>
        <Text>{OVERALL_DEFINITION} The toast after an analysis repeats the SEO Score.</Text>
        {scoreDefinitions.map((definition) => (
          <Box key={definition.name}>
            <Heading as="h4" textStyle="md" mb="2">
              {definition.name}
            </Heading>
            <Stack as="ul" gap="1" listStyleType="none" aria-label={`${definition.name} checks`}>
              {definition.checks.map((check) => (
                <HStack as="li" key={check.id} justify="space-between" align="start" gap="3">
                  <Text>{check.label}</Text>
                  <Text fontWeight="semibold" whiteSpace="nowrap">
                    {check.weight} points
                  </Text>
                </HStack>
              ))}
            </Stack>
          </Box>
        ))}
        <Box>
          <Heading as="h4" textStyle="md" mb="2">
            Load Time
          </Heading>
          <Text>{LOAD_TIME_DEFINITION}</Text>
        </Box>
      </Stack>
    </Box>
  );
}
