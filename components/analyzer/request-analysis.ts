import type { SeoAnalysis } from "@/lib/seo/types";

export type AnalysisOutcome = { ok: true; result: SeoAnalysis } | { ok: false; reason: string };

/** Asks the server to analyze `url`; failures come back as a sentence for the visitor, never as a throw. */
export async function requestAnalysis(url: string, endpoint = "/api/seo/analyze"): Promise<AnalysisOutcome> {
  let response: Response;
  try {
    response = await fetch(endpoint, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ url }),
    });
  } catch {
    return { ok: false, reason: "We could not reach the analyzer. Check your connection." };
  }
  const body: unknown = await response.json().catch(() => null);
  if (response.ok && body && typeof body === "object" && "score" in body) {
    return { ok: true, result: body as SeoAnalysis };
  }
  const message = body && typeof body === "object" && "message" in body ? String(body.message) : null;
  return { ok: false, reason: message ?? `The analyzer answered with an error (HTTP ${response.status}).` };
}
