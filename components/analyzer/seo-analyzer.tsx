"use client";

import { Box, Button, Card, Field, Heading, Input, Stack, Text, VisuallyHidden } from "@chakra-ui/react";
import { Search } from "lucide-react";
import { type FormEvent, useState } from "react";
import { notify } from "@/components/ui/notify";
import type { SeoAnalysis } from "@/lib/seo/types";
import { AnalysisOverview } from "./analysis-overview";
import { HowWeScore } from "./how-we-score";
import { IssueList } from "./issue-list";
import { RecommendationList } from "./recommendation-list";
import { requestAnalysis } from "./request-analysis";
import { TechnicalSeoPanel } from "./technical-seo";

/**
 * The free SEO analyzer: a URL in, a report of what is actually true of that page out. The previous
 * report stays on screen while a new one runs and after a failure.
 */
export function SeoAnalyzer() {
  const [url, setUrl] = useState("");
  const [running, setRunning] = useState(false);
  const [result, setResult] = useState<SeoAnalysis | null>(null);
  const [status, setStatus] = useState("");

  async function analyze(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const target = url.trim();
    if (!target) {
      notify("analyzerEmptyUrl");
      return;
    }
    setRunning(true);
    setStatus(`Analyzing ${target}`);
    const outcome = await requestAnalysis(target);
    setRunning(false);
    if (outcome.ok) {
      setResult(outcome.result);
      const { url: analyzed, score, metrics } = outcome.result;
      setStatus(
        `Analysis complete for ${analyzed}. SEO score ${metrics.seoScore} out of 100, overall score ${score} out of 100.`,
      );
      notify("analysisComplete", metrics.seoScore);
    } else {
      setStatus(`Analysis failed. ${outcome.reason} ${outcome.advice}`);
      notify("analysisFailed", { reason: outcome.reason, advice: outcome.advice });
    }
  }

  return (
    <Card.Root as="section" aria-labelledby="seo-analyzer-title" variant="outline">
      <Card.Header>
        <Heading as="h2" id="seo-analyzer-title" textStyle={{ base: "2xl", md: "3xl" }}>
          SEO Analyzer
        </Heading>
        <Text color="fg.muted">
          Enter a website URL to check its search basics: security, crawling, meta tags, structure and images.
        </Text>
      </Card.Header>
      <Card.Body>
        <Stack gap="8">
          <form onSubmit={analyze} noValidate>
            <Stack direction={{ base: "column", sm: "row" }} align={{ base: "stretch", sm: "end" }} gap="3">
              <Field.Root flex="1">
                <Field.Label>Website URL</Field.Label>
                <Input
                  type="url"
                  name="url"
                  inputMode="url"
                  autoComplete="url"
                  placeholder="Enter website URL (e.g., https://example.com)"
                  value={url}
                  onChange={(event) => setUrl(event.target.value)}
                />
              </Field.Root>
              <Button type="submit" colorPalette="brand" loading={running} loadingText="Analyzing">
                <Search aria-hidden="true" />
                Analyze
              </Button>
            </Stack>
          </form>
          <HowWeScore />
          <VisuallyHidden role="status" aria-live="polite">
            {status}
          </VisuallyHidden>
          {result ? (
            <Stack gap="8" aria-busy={running} data-testid="seo-results" data-url={result.url}>
              <Text textStyle="sm" color="fg.muted">
                Report for{" "}
                <Box as="span" fontWeight="semibold" color="fg" wordBreak="break-all">
                  {result.url}
                </Box>
              </Text>
              <AnalysisOverview result={result} />
              <IssueList issues={result.issues} />
              <RecommendationList recommendations={result.recommendations} />
              <TechnicalSeoPanel technical={result.technicalSEO} />
            </Stack>
          ) : null}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
