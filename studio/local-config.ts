"use client";

import { createClient } from "@sanity/client";
import { defer, map } from "rxjs";
import { type AuthStore, type CurrentUser, defineConfig } from "sanity";
import { LOCAL_LAKE_DATASET, LOCAL_LAKE_PROJECT_ID, SANITY_API_VERSION } from "../lib/sanity/env.ts";
import { studioOptions } from "./sanity.config.ts";

export interface LocalLakeAccess {
  /** The lake's address as the browser reaches it, e.g. http://127.0.0.1:54340 */
  url: string;
  /** The local editor's token, created by the lake in its data folder. */
  token: string;
}

/**
 * The local editor is signed in from the start: the Studio asks the lake who it is (`/users/me`)
 * with the lake's token, so there is no login screen and no call leaves the machine.
 */
function localEditorAuth({ url, token }: LocalLakeAccess): AuthStore {
  const client = createClient({
    projectId: LOCAL_LAKE_PROJECT_ID,
    dataset: LOCAL_LAKE_DATASET,
    apiHost: url,
    useProjectHostname: false,
    apiVersion: SANITY_API_VERSION,
    useCdn: false,
    token,
    ignoreBrowserTokenWarning: true,
    requestTagPrefix: "sanity.studio",
  });
  return {
    state: defer(() => client.request<CurrentUser>({ uri: "/users/me", tag: "users.get-current" })).pipe(
      map((currentUser) => ({ authenticated: true, client, currentUser })),
    ),
  };
}

/** The same Studio as with a hosted project, against the local Content Lake. */
export function localStudioConfig(access: LocalLakeAccess) {
  return defineConfig({
    ...studioOptions,
    projectId: LOCAL_LAKE_PROJECT_ID,
    dataset: LOCAL_LAKE_DATASET,
    apiHost: access.url,
    auth: localEditorAuth(access),
    // The lake evaluates GROQ with groq-js, which has no text::matchQuery().
    search: { strategy: "groqLegacy" },
    // Comments live in a dataset of their own, which the lake does not keep.
    document: { ...studioOptions.document, comments: { enabled: false } },
    scheduledPublishing: { enabled: false },
    scheduledDrafts: { enabled: false },
    tasks: { enabled: false },
  });
}
