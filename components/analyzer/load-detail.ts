import { type Locale, languageTags } from "../../lib/i18n/locales.ts";
import type { PageLoad } from "../../lib/seo/page-load.ts";
import { counted, say } from "../../lib/seo/say.ts";
import type { AnalyzerWords } from "../../lib/seo/words.ts";

type Words = Pick<AnalyzerWords, "report" | "load" | "counts" | "issues">;

/** A figure to one decimal in the reader's number format (es-US writes 1.3 as en-US does). */
export const formatTenths = (seconds: number, locale: Locale) =>
  new Intl.NumberFormat(languageTags[locale], { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(
    seconds,
  );

/** Load time as the screen shows it: seconds to one decimal, or "Not measured" (never a made-up 0). */
export function formatLoadTime(seconds: number | null, words: Words, locale: Locale): string {
  return seconds === null
    ? words.report.notMeasured
    : say(words, words.report.seconds, { seconds: formatTenths(seconds, locale) });
}

export function formatBytes(bytes: number, words: Words, locale: Locale): string {
  return bytes < 1024 * 1024
    ? say(words, words.load.kilobytes, { size: Math.round(bytes / 1024) })
    : say(words, words.load.megabytes, { size: formatTenths(bytes / 1024 / 1024, locale) });
}

/** The line under Load Time: the page weight and what was downloaded, or why nothing could be timed. */
export function loadDetail(load: PageLoad, words: Words, locale: Locale): string {
  if (load.unmeasured)
    return say(words, words.issues[load.unmeasured.id].description, load.unmeasured.values);
  if (load.bytes === null) return words.load.unknown;
  const weight = formatBytes(load.bytes, words, locale);
  if (load.filesFound === 0) return say(words, words.load.htmlOnly, { weight });
  const files =
    load.filesFound > load.filesTimed
      ? say(words, words.load.firstOf, { timed: load.filesTimed, files: counted(load.filesFound, "file") })
      : say(words, "{files}", { files: counted(load.filesTimed, "file") });
  return load.filesFailed > 0
    ? say(words, words.load.withFilesFailed, { weight, files, failed: load.filesFailed })
    : say(words, words.load.withFiles, { weight, files });
}
