import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createClient, type SanityClient } from "@sanity/client";
import { afterAll, beforeAll } from "vitest";
import {
  LOCAL_LAKE_DATASET as LOCAL_DATASET,
  LOCAL_LAKE_PROJECT_ID as LOCAL_PROJECT_ID,
  SANITY_API_VERSION,
} from "../../lib/sanity/env.ts";
import { type LocalLake, startLocalLake } from "./lake.ts";

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

/** A lake on a data folder of its own for one test file, started before its tests and removed after. */
export function lakeUnderTest(prefix: string) {
  const state = {
    lake: undefined as unknown as LocalLake,
    editor: undefined as unknown as SanityClient,
    dataDir: "",
    logged: [] as string[],
    /** Starts (or, after `lake.stop()`, restarts) the lake on the same data folder. */
    async start() {
      state.lake = await startLocalLake({
        dataDir: state.dataDir,
        port: 0,
        log: (line) => state.logged.push(line),
      });
      state.editor = lakeClient(state.lake.url, state.lake.token);
    },
  };
  beforeAll(async () => {
    state.dataDir = mkdtempSync(join(tmpdir(), prefix));
    await state.start();
  }, 60_000);
  afterAll(async () => {
    await state.lake?.stop();
    rmSync(state.dataDir, { recursive: true, force: true });
  });
  return state;
}
