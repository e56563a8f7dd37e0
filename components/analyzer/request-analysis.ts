import type { Locale } from "../../lib/i18n/locales.ts";
import { say } from "../../lib/seo/say.ts";
import type { SeoAnalysis } from "../../lib/seo/types.ts";
import type { AnalyzerWords } from "../../lib/seo/words.ts";

/** Why an analysis failed (what happened) and whether trying again can help (what to do). */
export interface AnalysisFailure {
  reason: string;
  retryable: boolean;
  advice: string;
}

export type AnalysisOutcome = { ok: true; result: SeoAnalysis } | ({ ok: false } & AnalysisFailure);

/** The page's language, and its words for the failures that have no answer of the server's. */
export interface RequestLanguage {
  locale: Locale;
  words: Pick<AnalyzerWords, "failures" | "counts">;
}

/**
 * Asks the server to analyze `url`; failures come back as sentences for the visitor in the page's
 * language (the server words its own), never as a throw.
 */
export async function requestAnalysis(
  url: string,
  { locale, words }: RequestLanguage,
  endpoint = "/api/seo/analyze",
): Promise<AnalysisOutcome> {
  const { unreachable, answer } = words.failures;
  let response: Response;
  try {
    response = await fetch(endpoint, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ url, locale }),
    });
  } catch {
    return { ok: false, reason: unreachable.reason, retryable: true, advice: unreachable.advice };
  }
  const body: unknown = await response.json().catch(() => null);
  if (response.ok && body && typeof body === "object" && "score" in body) {
    return { ok: true, result: body as SeoAnalysis };
  }
  const field = (name: string) =>
    body && typeof body === "object" && name in body ? (body as Record<string, unknown>)[name] : undefined;
  const message = field("message");
  if (typeof message !== "string") {
    return {
      ok: false,
      reason: say(words, answer.reason, { status: response.status }),
      retryable: true,
      advice: answer.advice,
    };
  }
  const retryable = field("retryable") !== false;
  const advice = field("advice");
  return {
    ok: false,
    reason: message,
    retryable,
    advice: typeof advice === "string" ? advice : answer.advice,
  };
}
