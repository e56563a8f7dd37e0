import type { SeoAnalysis } from "../../lib/seo/types.ts";

/** Why an analysis failed (what happened) and whether trying again can help (what to do). */
export interface AnalysisFailure {
  reason: string;
  retryable: boolean;
  advice: string;
}

export type AnalysisOutcome = { ok: true; result: SeoAnalysis } | ({ ok: false } & AnalysisFailure);

const TRY_AGAIN = "Please try again.";

/** Asks the server to analyze `url`; failures come back as sentences for the visitor, never as a throw. */
export async function requestAnalysis(url: string, endpoint = "/api/seo/analyze"): Promise<AnalysisOutcome> {
  let response: Response;
  try {
    response = await fetch(endpoint, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ url }),
    });
  } catch {
    return {
      ok: false,
      reason: "We could not reach the analyzer.",
      retryable: true,
      advice: "Check your connection and try again.",
    };
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
      reason: `The analyzer answered with an error (HTTP ${response.status}).`,
      retryable: true,
      advice: TRY_AGAIN,
    };
  }
  const retryable = field("retryable") !== false;
  const advice = field("advice");
  return { ok: false, reason: message, retryable, advice: typeof advice === "string" ? advice : TRY_AGAIN };
}
