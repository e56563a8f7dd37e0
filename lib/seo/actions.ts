"use server";

import { headers } from "next/headers";
import { formLocale } from "../leads/posted.ts";
import { addressKey, clientAddress } from "../runtime/client-address.ts";
import { isSeoError, type SeoAnalysis, sharedAnalyzer } from "./index.ts";
import { analyzerWordsIn, failureIn } from "./language.ts";
import { say } from "./say.ts";

/** The longest address analyzed, as POST /api/seo/analyze takes it. */
const MAX_URL_LENGTH = 2048;

/** The answer to the analyzer's form posted without JavaScript: a report, or why there is none. */
export type AnalyzerAnswer =
  | { ok: true; result: SeoAnalysis }
  | { ok: false; url: string; empty?: true; reason?: string; advice?: string }
  | null;

/**
 * The analyzer for its form posted by the browser itself (useActionState): the same engine, guard and
 * per-address limits as POST /api/seo/analyze, which the island calls; the page comes back with the
 * report, or with what happened and whether trying again can help, in the language the form posts.
 */
export async function analyzeWebsite(_previous: AnalyzerAnswer, posted: FormData): Promise<AnalyzerAnswer> {
  const locale = formLocale(null, posted);
  const words = analyzerWordsIn(locale);
  const failures = words.failures;
  const entry = posted.get("url");
  const url = typeof entry === "string" ? entry.trim() : "";
  if (!url) return { ok: false, url: "", empty: true };
  if (url.length > MAX_URL_LENGTH) {
    return {
      ok: false,
      url: "",
      reason: say(words, failures.tooLong.reason, { max: MAX_URL_LENGTH }),
      advice: failures.tooLong.advice,
    };
  }
  try {
    const result = await sharedAnalyzer().analyze(url, addressKey(clientAddress(await headers())));
    return { ok: true, result };
  } catch (error) {
    if (isSeoError(error)) return { ok: false, url, ...failureIn(error, locale) };
    console.error("SEO analysis failed unexpectedly", error);
    return { ok: false, url, reason: failures.internal.reason, advice: failures.internal.advice };
  }
}
