import { stegaClean } from "next-sanity";
import { type CompanyFact, companyFacts, factTokens } from "../content/company-facts.ts";
import { type ContentTokens, fillContentTokens } from "../content/content-tokens.ts";
import { employmentTerms } from "../content/employment.ts";
import { QUOTE_STEP_COUNT } from "../content/step-count.ts";
import { contentTokensQuery } from "./queries.ts";
import type { ContentTokensQueryResult } from "./sanity.types.ts";

export type QueryRunner = <R>(query: string, params: Record<string, unknown>) => Promise<R>;

/** What the tokens are computed from, as `contentTokensQuery` returns it. */
export type TokenSource = ContentTokensQueryResult;

export interface LiveTokens {
  facts: CompanyFact[];
  tokens: ContentTokens;
}

/**
 * Every token copy may write, with its live value: step counts, company facts, the office count, and
 * the sentence on how the open roles are contracted.
 */
export function liveTokens(source: TokenSource | null): LiveTokens {
  const facts = companyFacts(source?.facts, source?.officeCount ?? 0);
  return {
    facts,
    tokens: {
      ...factTokens(facts),
      quoteSteps: String(QUOTE_STEP_COUNT),
      processSteps: String(source?.processSteps ?? 0),
      employmentTerms: employmentTerms(source?.employmentTypes ?? []),
    },
  };
}

/** Runs a query and the token source on the same source, and fills the live figures into the copy. */
export async function fetchResolved<T>(
  run: QueryRunner,
  query: string,
  params: Record<string, unknown> = {},
): Promise<T> {
  const [result, source] = await Promise.all([
    run<T>(query, params),
    run<TokenSource | null>(contentTokensQuery, {}),
  ]);
  // In draft previews strings carry invisible edit markers; a figure pasted into a sentence must not.
  return fillContentTokens(result, liveTokens(stegaClean(source)).tokens);
}
