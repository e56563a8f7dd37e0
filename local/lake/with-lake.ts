// Used by local/supabase/with-stack.ts: when no Sanity project is configured, `npm run dev` and
// `npm start` run the local Content Lake in the same process, and the site reads from it.
import { localSiteOrigins } from "../../lib/runtime/local-site.ts";
import { lakeDataDir, lakeSecret, startLocalLake } from "./lake.ts";

const READY_TIMEOUT_MS = 180_000;

/** Polls the site until it answers, then asks it to rebuild every page from the lake's content. */
async function refreshSiteWhenUp(revalidateUrl: string, send: () => Promise<Response>): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    try {
      const response = await send();
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 500));
  }
  console.error(
    `[lake] ERROR: ${revalidateUrl} did not answer; pages may show content older than the lake's.`,
  );
}

/**
 * Starts the lake unless NEXT_PUBLIC_SANITY_PROJECT_ID is set, and puts its address, the editor's and
 * the viewer's tokens and the webhook secret into `env` (the site's environment). Returns how to stop it.
 */
export async function startLocalLakeForSite(
  env: NodeJS.ProcessEnv,
  args: string[],
): Promise<{ stop(): Promise<void> } | null> {
  if (env.NEXT_PUBLIC_SANITY_PROJECT_ID) return null;
  const portFlag = args.findIndex((a) => a === "--port" || a === "-p");
  const sitePort = (portFlag >= 0 ? args[portFlag + 1] : undefined) ?? env.PORT ?? "3000";
  const dataDir = lakeDataDir(env);
  const secret = env.SANITY_REVALIDATE_SECRET || lakeSecret(dataDir, "webhook-secret");
  const revalidateUrl = `http://127.0.0.1:${sitePort}/api/revalidate`;
  const lake = await startLocalLake({
    dataDir,
    webhook: { url: revalidateUrl, secret },
    siteOrigins: localSiteOrigins(sitePort, env),
  });
  env.SANITY_LOCAL_URL = lake.url;
  // The editor's token is for the Studio only; draft mode reads with the viewer's, which cannot write.
  env.SANITY_LOCAL_TOKEN = lake.token;
  env.SANITY_LOCAL_VIEWER_TOKEN = lake.viewerToken;
  env.SANITY_REVALIDATE_SECRET = secret;
  console.info(`[lake] Local Content Lake at ${lake.url} (data in ${dataDir}); edit content at /studio.`);
  // Pages built from the committed seed are refreshed from the lake once the site is up.
  void refreshSiteWhenUp(revalidateUrl, () => lake.revalidateAll());
  return lake;
}
