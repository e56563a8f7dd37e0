import { createClient, type SanityClient } from "@sanity/client";
import {
  LOCAL_LAKE_DATASET as LOCAL_DATASET,
  LOCAL_LAKE_PROJECT_ID as LOCAL_PROJECT_ID,
  SANITY_API_VERSION,
} from "../../lib/sanity/env.ts";

/** @sanity/client against a running lake, as the Studio and the site reach it: no project subdomain, no CDN. */
export function lakeClient(url: string, token?: string): SanityClient {
  return createClient({
    projectId: LOCAL_PROJECT_ID,
    dataset: LOCAL_DATASET,
    apiHost: url,
    useProjectHostname: false,
    apiVersion: SANITY_API_VERSION,
    useCdn: false,
    token,
  });
}
