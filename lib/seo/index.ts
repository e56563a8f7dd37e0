/**
 * The SEO analyzer engine (server side only: it opens network connections). The screen talks to it
 * through POST /api/seo/analyze.
 */
export { type Analyzer, createAnalyzer, sharedAnalyzer } from "./analyzer.ts";
export { type AuditOptions, auditUrl } from "./audit.ts";
export { isSeoError, SeoError, type SeoErrorCode, seoErrorKinds } from "./errors.ts";
export type {
  IssueType,
  Level,
  PageFacts,
  SeoAnalysis,
  SeoIssue,
  SeoMetrics,
  SeoRecommendation,
  TechnicalSeo,
} from "./types.ts";
