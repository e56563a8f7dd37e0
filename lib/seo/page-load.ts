import { limits } from "./config.ts";
import { isSeoError } from "./errors.ts";
import type { RenderResource } from "./html.ts";
import { analyzerWords, say, type WordValues } from "./words.ts";

/**
 * Load Time and page weight: what it takes to download the page and the files it needs to render.
 * This module has no network code of its own (the audit hands it a guarded fetch), so the screen can
 * import the definition below.
 */
export interface PageLoad {
  /** Seconds from the request for the page until it and its render files had arrived; null: not measured. */
  seconds: number | null;
  /** Bytes received for the HTML and those files (the page weight); null when not measured. */
  bytes: number | null;
  /** Render files the page lists. */
  filesFound: number;
  /** Files downloaded and timed (at most limits.maxRenderResources), failed ones included. */
  filesTimed: number;
  /** Timed files that did not arrive (an error status, a refused address, a broken connection). */
  filesFailed: number;
  /** Why the load time could not be measured (its words' id and values, ./words.ts); null when it was. */
  unmeasured: { id: "loadTimedOut" | "loadFileTooLarge"; values: WordValues } | null;
}

const seconds = (ms: number) => Math.round(ms / 100) / 10;
const megabytes = (bytes: number) => Math.round(bytes / 1024 / 1024);

/** The limits the definition under "How we score" names: the same the code applies. */
export const loadDefinitionValues: WordValues = {
  aboveFold: limits.aboveFoldImages,
  concurrency: limits.resourceConcurrency,
  maxFiles: limits.maxRenderResources,
  timeout: seconds(limits.renderTimeoutMs),
  maxSize: megabytes(limits.maxResourceBytes),
};

/** The definition the screen shows under "How we score", in English. */
export const LOAD_TIME_DEFINITION = say(
  analyzerWords,
  analyzerWords.scoring.loadDefinition,
  loadDefinitionValues,
);

/** Downloads one file through the guard and reports its status and the bytes received. */
export type FetchFile = (url: URL, signal: AbortSignal) => Promise<{ status: number; received: number }>;

export interface LoadInput {
  /** performance.now() when the request for the page (the attempt that answered) was sent. */
  startedAt: number;
  /** Bytes received for the HTML. */
  htmlBytes: number;
  resources: RenderResource[];
  fetchFile: FetchFile;
  timeoutMs?: number;
}

export async function measurePageLoad({
  startedAt,
  htmlBytes,
  resources,
  fetchFile,
  timeoutMs = limits.renderTimeoutMs,
}: LoadInput): Promise<PageLoad> {
  const timed = resources.slice(0, limits.maxRenderResources);
  const stop = new AbortController();
  const signal = AbortSignal.any([stop.signal, AbortSignal.timeout(timeoutMs)]);
  let bytes = htmlBytes;
  let failed = 0;
  let unmeasured: PageLoad["unmeasured"] = null;
  let next = 0;

  const download = async (resource: RenderResource) => {
    try {
      const answer = await fetchFile(new URL(resource.url), signal);
      bytes += answer.received;
      if (answer.status >= 400) failed++;
    } catch (error) {
      if (unmeasured) return;
      const code = isSeoError(error) ? error.code : null;
      if (code === "timeout") {
        unmeasured = { id: "loadTimedOut", values: { seconds: seconds(timeoutMs) } };
      } else if (code === "too_large") {
        unmeasured = {
          id: "loadFileTooLarge",
          values: { url: resource.url, size: megabytes(limits.maxResourceBytes) },
        };
      } else {
        failed++;
        return;
      }
      stop.abort();
    }
  };
  const worker = async () => {
    while (next < timed.length && !unmeasured) await download(timed[next++] as RenderResource);
  };
  await Promise.all(Array.from({ length: Math.min(limits.resourceConcurrency, timed.length) }, worker));
  const elapsed = performance.now() - startedAt;

  return {
    seconds: unmeasured ? null : Math.round(elapsed) / 1000,
    bytes: unmeasured ? null : bytes,
    filesFound: resources.length,
    filesTimed: timed.length,
    filesFailed: failed,
    unmeasured,
  };
}
