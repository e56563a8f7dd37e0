/**
 * Where content comes from. Pure: takes the environment as an argument so it can be tested and
 * reasoned about without touching process.env.
 */
export type ContentMode = "sanity" | "local-lake" | "local-seed";

export interface ContentSource {
  mode: ContentMode;
  /** Why this mode was chosen, in words an operator understands. */
  reason: string;
  projectId?: string;
  dataset?: string;
  /** Draft mode and visual editing are available (a read token is set). */
  previewEnabled: boolean;
  /**
   * The local Content Lake (mode local-lake): its address, the local editor's token (reads and writes:
   * the Studio's only) and a viewer's token (reads drafts, writes nothing: draft mode's).
   */
  lake?: { url: string; token: string; viewerToken?: string };
}

export type ContentEnv = Partial<Record<string, string | undefined>>;

const PROJECT_ID = /^[a-z0-9][a-z0-9-]*$/;
const DATASET = /^[a-z0-9][a-z0-9_-]{0,63}$/;

export const SANITY_API_VERSION = "2025-09-01";
/** The one project and dataset the local Content Lake serves. */
export const LOCAL_LAKE_PROJECT_ID = "local";
export const LOCAL_LAKE_DATASET = "production";

export function resolveContentSource(env: ContentEnv): ContentSource {
  const projectId = env.NEXT_PUBLIC_SANITY_PROJECT_ID?.trim() ?? "";
  const dataset = env.NEXT_PUBLIC_SANITY_DATASET?.trim() ?? "";
  const lakeUrl = env.SANITY_LOCAL_URL?.trim() ?? "";
  const lakeToken = env.SANITY_LOCAL_TOKEN?.trim() ?? "";
  const lakeViewerToken = env.SANITY_LOCAL_VIEWER_TOKEN?.trim() ?? "";
  // Without a hosted project the local Content Lake serves content when it runs; the seed otherwise.
  const local = (reason: string): ContentSource =>
    lakeUrl && lakeToken
      ? {
          mode: "local-lake",
          reason: `${reason}; the local Content Lake at ${lakeUrl}`,
          projectId: LOCAL_LAKE_PROJECT_ID,
          dataset: LOCAL_LAKE_DATASET,
          previewEnabled: Boolean(lakeViewerToken),
          lake: { url: lakeUrl, token: lakeToken, ...(lakeViewerToken && { viewerToken: lakeViewerToken }) },
        }
      : { mode: "local-seed", reason, previewEnabled: false };

  if (env.CONTENT_SOURCE?.trim() === "local-seed") {
    return {
      mode: "local-seed",
      reason: "CONTENT_SOURCE=local-seed forces the bundled seed dataset",
      previewEnabled: false,
    };
  }
  if (!projectId) return local("NEXT_PUBLIC_SANITY_PROJECT_ID is not set");
  if (!PROJECT_ID.test(projectId)) {
    return local(`NEXT_PUBLIC_SANITY_PROJECT_ID "${projectId}" is not a valid project id`);
  }
  if (!dataset) return local("NEXT_PUBLIC_SANITY_DATASET is not set");
  if (!DATASET.test(dataset))
    return local(`NEXT_PUBLIC_SANITY_DATASET "${dataset}" is not a valid dataset name`);

  const previewEnabled = Boolean(env.SANITY_API_READ_TOKEN?.trim());
  return {
    mode: "sanity",
    reason: `project ${projectId}, dataset ${dataset}${previewEnabled ? ", drafts available to editors" : ""}`,
    projectId,
    dataset,
    previewEnabled,
  };
}

/**
 * The token draft mode reads with: a viewer's (reads drafts, writes nothing), never the editor's, since
 * it reaches the editor's browser. On hosted Sanity SANITY_API_READ_TOKEN is a viewer token.
 */
export function draftReadToken(source: ContentSource): string | undefined {
  if (source.mode === "local-lake") return source.lake?.viewerToken;
  return source.mode === "sanity" ? process.env.SANITY_API_READ_TOKEN?.trim() || undefined : undefined;
}

/** The environment as Next.js sees it; NEXT_PUBLIC_ values are read literally so they are inlined. */
export function currentContentEnv(): ContentEnv {
  return {
    NEXT_PUBLIC_SANITY_PROJECT_ID: process.env.NEXT_PUBLIC_SANITY_PROJECT_ID,
    NEXT_PUBLIC_SANITY_DATASET: process.env.NEXT_PUBLIC_SANITY_DATASET,
    SANITY_API_READ_TOKEN: process.env.SANITY_API_READ_TOKEN,
    CONTENT_SOURCE: process.env.CONTENT_SOURCE,
    SANITY_LOCAL_URL: process.env.SANITY_LOCAL_URL,
    SANITY_LOCAL_TOKEN: process.env.SANITY_LOCAL_TOKEN,
    SANITY_LOCAL_VIEWER_TOKEN: process.env.SANITY_LOCAL_VIEWER_TOKEN,
  };
}

/**
 * Where the Studio, and so the browser, reaches content: CONTENT_SOURCE=local-seed only keeps the pages
 * on the seed. Read by the Studio page and by the Content-Security-Policy (which hosts a page may reach).
 */
export function studioContentSource(): ContentSource {
  return resolveContentSource({ ...currentContentEnv(), CONTENT_SOURCE: undefined });
}
