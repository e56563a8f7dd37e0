"use server";

import { headers } from "next/headers";
import { addressKey, clientAddress } from "../runtime/client-address.ts";
import { isSeoError, type SeoAnalysis, sharedAnalyzer } from "./index.ts";

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
 * report, or with what happened and whether trying again can help.
 */
export async function analyzeWebsite(_previous: AnalyzerAnswer, posted: FormData): Promise<AnalyzerAnswer> {
  const entry = posted.get("url");
  const url = typeof entry === "string" ? entry.trim() : "";
  if (!url) return { ok: false, url: "", empty: true };
  if (url.length > MAX_URL_LENGTH) {
    return {
      ok: false,
      url: "",
      reason: `The address is longer than ${MAX_URL_LENGTH} characters.`,
      advice: "Correct the address and analyze again.",
    };
  }
  try {
    const result = await sharedAnalyzer().analyze(url, addressKey(clientAddress(await headers())));
    return { ok: true, result };
  } catch (error) {
    if (isSeoError(error)) return { ok: false, url, reason: error.message, advice: error.advice };
    console.error("SEO analysis failed unexpectedly", error);
    return {
      ok: false,
      url,
      reason: "Something went wrong on our side while analyzing the website.",
      advice: "Please try again.",
    };
  }
}
