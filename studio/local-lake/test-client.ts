import { createClient, type SanityClient } from "@sanity/client";
import { LOCAL_DATASET, LOCAL_PROJECT_ID } from "./lake.ts";

/** @sanity/client against a running lake, as the Studio and the site reach it: no project subdomain, no CDN. */
export function lakeClient(url: string, token?: string): SanityClient {
  return createClient({
    projectId: LOCAL_PROJECT_ID,
    dataset: LOCAL_DATASET,
    apiHost: url,
    useProjectHostname: false,
    apiVersion: "2025-02-19",
    useCdn: false,
    token,
  });
}
