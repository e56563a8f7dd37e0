import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { SECRET_TTL } from "@sanity/preview-url-secret/constants";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { LakeDocument } from "./documents.ts";
import { expiredPreviewSecrets, startPreviewSecretCollector } from "./preview-secrets.ts";
import { DOCUMENTS_FILE } from "./store.ts";
import { lakeUnderTest } from "./test-client.ts";

const HOUR = SECRET_TTL * 1000;
const secret = (id: string, updatedAt: number): LakeDocument => ({
  _id: `drafts.${id}`,
  _type: "sanity.previewUrlSecret",
  _rev: "r",
  _createdAt: new Date(updatedAt).toISOString(),
  _updatedAt: new Date(updatedAt).toISOString(),
  secret: "s",
});

describe("preview secrets", () => {
  afterEach(() => vi.useRealTimers());

  it("expire SECRET_TTL seconds after their last update, as @sanity/preview-url-secret accepts them", () => {
    const now = Date.parse("2026-01-01T12:00:00Z");
    const docs = [
      secret("old", now - HOUR),
      secret("fresh", now - HOUR + 1000),
      { ...secret("page", now - 10 * HOUR), _type: "page" },
    ];
    expect(SECRET_TTL).toBe(3600);
    expect(expiredPreviewSecrets(docs, now)).toEqual(["drafts.old"]);
  });

  it("are removed when they expire, not before", () => {
    vi.useFakeTimers({ now: Date.parse("2026-01-01T12:00:00Z") });
    let docs = [secret("a", Date.now() - HOUR + 60_000), secret("b", Date.now())];
    const removed: string[][] = [];
    const collector = startPreviewSecretCollector({
      all: () => docs,
      remove: (ids) => {
        removed.push(ids);
        docs = docs.filter((doc) => !ids.includes(doc._id));
      },
      log: () => {},
    });
    expect(removed).toEqual([]);
    vi.advanceTimersByTime(59_999);
    expect(removed).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(removed).toEqual([["drafts.a"]]);
    vi.advanceTimersByTime(HOUR - 60_000);
    expect(removed).toEqual([["drafts.a"], ["drafts.b"]]);
    collector.stop();
  });
});

describe("the lake", () => {
  const state = lakeUnderTest("lake-secrets-");

  it("keeps a fresh secret and removes secrets that expired while it was stopped", async () => {
    await state.editor.createOrReplace({ _id: "drafts.fresh-secret", _type: "sanity.previewUrlSecret" });
    await state.lake.stop();
    // Two secrets left by a Studio a day ago, which never opened Presentation again.
    const file = join(state.dataDir, DOCUMENTS_FILE);
    const dayAgo = Date.now() - 24 * HOUR;
    const stale = [secret("stale-1", dayAgo), secret("stale-2", dayAgo)];
    writeFileSync(
      file,
      `${readFileSync(file, "utf8")}${stale.map((doc) => JSON.stringify(doc)).join("\n")}\n`,
    );
    await state.start();

    const left = await state.editor.fetch<string[]>(
      `*[_type == "sanity.previewUrlSecret"]._id`,
      {},
      { perspective: "raw" },
    );
    expect(left).toEqual(["drafts.fresh-secret"]);
    expect(state.logged).toContain("[lake] removed 2 expired preview secret(s)");
  });
});
