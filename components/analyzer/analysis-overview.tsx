import { Box, Heading, Progress, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import type { SeoAnalysis } from "@/lib/seo/types";
import { formatLoadTime, loadDetail } from "./load-detail";
import { scoreColour } from "./score-colour";

function ScoreTile({ label, score }: { label: string; score: number }) {
  const colour = scoreColour(score);
  return (
    <Stack gap="2" p="4" borderWidth="1px" borderRadius="l2" bg="bg" data-testid="score-tile">
      <Text textStyle="sm" color="fg.muted">
        {label}
      </Text>
      <Text textStyle="3xl" fontWeight="bold" color={`${colour}.fg`} data-score-colour={colour}>
        {score}
        <Text as="span" textStyle="sm" color="fg.muted" fontWeight="normal">
          /100
        </Text>
      </Text>
      <Progress.Root
        value={score}
        max={100}
        size="xs"
        colorPalette={colour}
        aria-label={`${label}: ${score} of 100`}
      >
        <Progress.Track>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
    </Stack>
  );
}

export function AnalysisOverview({ result }: { result: SeoAnalysis }) {
  return (
    <Box as="section" aria-labelledby="seo-overview-heading">
      <Heading as="h3" id="seo-overview-heading" textStyle="lg" mb="3">
        Overview
      </Heading>
      <SimpleGrid columns={{ base: 2, md: 4 }} gap="3">
        <ScoreTile label="Overall Score" score={result.score} />
        <ScoreTile label="SEO Score" score={result.metrics.seoScore} />
        <ScoreTile label="Mobile Score" score={result.metrics.mobileScore} />
        <Stack gap="2" p="4" borderWidth="1px" borderRadius="l2" bg="bg" data-testid="load-tile">
          <Text textStyle="sm" color="fg.muted">
            Load Time
          </Text>
          <Text
            textStyle={result.metrics.pageLoadTime === null ? "xl" : "3xl"}
            fontWeight="bold"
            data-testid="load-time"
          >
            {formatLoadTime(result.metrics.pageLoadTime)}
          </Text>
          <Text textStyle="xs" color="fg.muted" data-testid="load-detail">
            {loadDetail(result.facts.load)}
          </Text>
        </Stack>
      </SimpleGrid>
    </Box>
  );
}
