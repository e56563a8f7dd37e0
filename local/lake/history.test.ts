// History contract: the Studio's own history store and the official client against a real lake.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { SanityClient } from "@sanity/client";
import { firstValueFrom } from "rxjs";
import { createHistoryStore } from "sanity";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DocumentEvent } from "./history.ts";
import { LOCAL_DATASET, type LocalLake, startLocalLake } from "./lake.ts";
import { lakeClient } from "./test-client.ts";

let lake: LocalLake;
let dataDir: string;
let editor: SanityClient;

const start = () => startLocalLake({ dataDir, port: 0, log: () => {} });

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), "lake-history-"));
  lake = await start();
  editor = lakeClient(lake.url, lake.token);
}, 60_000);

afterAll(async () => {
  await lake?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const history = () => createHistoryStore({ client: editor });

async function events(id: string): Promise<DocumentEvent[]> {
  const response = await editor.request<{ events: Record<string, DocumentEvent[]> }>({
    url: `/data/history/${LOCAL_DATASET}/events/documents/${id}`,
  });
  return response.events[id] ?? [];
}

const edit = (id: string, set: Record<string, unknown>) =>
  editor.action({
    actionType: "sanity.action.document.edit",
    draftId: `drafts.${id}`,
    publishedId: id,
    patch: { set },
  });

const publish = (id: string) =>
  editor.action({ actionType: "sanity.action.document.publish", draftId: `drafts.${id}`, publishedId: id });

describe("local Content Lake history", () => {
  it("gives every seeded document a first revision that can be opened", async () => {
    const seeded = await editor.getDocument("siteSettings");
    expect(seeded?._rev).toBeTruthy();
    const atSeed = await history().getDocumentAtRevision("siteSettings", String(seeded?._rev));
    expect(atSeed).toMatchObject({ _id: "siteSettings", siteName: "Cardinal Consulting" });
    expect((await events("siteSettings")).map((event) => event.type)).toEqual(["createLiveDocument"]);
  });

  it("reverts a draft to an earlier edit and the published document to an earlier publish", async () => {
    const original = await editor.getDocument("homePage");
    const { transactionId: created } = await edit("homePage", { "hero.title": "First edit" });
    const { transactionId: second } = await edit("homePage", { "hero.title": "Second edit" });
    const { transactionId: published } = await publish("homePage");

    const draftEvents = await events("drafts.homePage");
    expect(draftEvents.map((event) => event.type)).toEqual([
      "publishDocumentVersion",
      "createDocumentVersion",
    ]);
    expect(draftEvents[0]).toMatchObject({ versionRevisionId: second, revisionId: published });
    expect(draftEvents[1]).toMatchObject({ versionId: "drafts.homePage", versionRevisionId: created });
    const publishedEvents = await events("homePage");
    expect(publishedEvents.map((event) => event.type)).toEqual([
      "publishDocumentVersion",
      "createLiveDocument",
    ]);

    // Revert to revision, as the Studio's History panel does it for the draft…
    await firstValueFrom(
      history().restore("homePage", "drafts.homePage", created, {
        useServerDocumentActions: true,
        fromDeleted: false,
      }),
    );
    expect((await editor.getDocument("drafts.homePage"))?.hero).toMatchObject({ title: "First edit" });
    // …and for the published document's seed revision: the draft gets the seeded copy.
    await firstValueFrom(
      history().restore("homePage", "drafts.homePage", String(original?._rev), {
        useServerDocumentActions: true,
        fromDeleted: false,
      }),
    );
    expect((await editor.getDocument("drafts.homePage"))?.hero).toMatchObject({
      title: "Make an impact that matters",
    });
    expect((await editor.getDocument("homePage"))?.hero).toMatchObject({ title: "Second edit" });
  });

  it("lists the transactions between two revisions, both included", async () => {
    const transactions = await history().getTransactions(["drafts.homePage"]);
    expect(transactions.length).toBeGreaterThanOrEqual(4);
    const [first, , third] = transactions;
    const url = `${lake.url}/v2025-02-19/data/history/${LOCAL_DATASET}/transactions/drafts.homePage?excludeContent=true&fromTransaction=${first?.id}&toTransaction=${third?.id}`;
    const text = await (await fetch(url, { headers: { Authorization: `Bearer ${lake.token}` } })).text();
    const ids = text
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line).id);
    expect(ids).toEqual(transactions.slice(0, 3).map((tx) => tx.id));
  });

  it("restores a deleted document from its last revision", async () => {
    await editor.create({ _id: "drafts.restore-me", _type: "testimonial", quote: "Worth keeping" });
    await publish("restore-me");
    await edit("restore-me", { quote: "Worth keeping, edited" });
    await editor.action({
      actionType: "sanity.action.document.delete",
      publishedId: "restore-me",
      includeDrafts: ["drafts.restore-me"],
    });
    expect(await editor.getDocument("restore-me")).toBeUndefined();
    const draftEvents = await events("drafts.restore-me");
    expect(draftEvents[0]?.type).toBe("deleteDocumentGroup");
    expect((await events("restore-me"))[0]?.type).toBe("deleteDocumentGroup");

    await firstValueFrom(
      history().restore("restore-me", "drafts.restore-me", "lastRevision", {
        useServerDocumentActions: true,
        fromDeleted: true,
      }),
    );
    expect(await editor.getDocument("drafts.restore-me")).toMatchObject({ quote: "Worth keeping, edited" });
    expect((await events("drafts.restore-me"))[0]?.type).toBe("createDocumentVersion");
  });

  it("answers no document for a revision it does not hold", async () => {
    const response = await editor.request<{ documents: unknown[] }>({
      url: `/data/history/${LOCAL_DATASET}/documents/homePage,drafts.homePage?revision=not-a-revision`,
    });
    expect(response.documents).toEqual([]);
  });

  it("drops transactions past the retention, never a document's current revision", async () => {
    const log = join(dataDir, "transactions.ndjson");
    await editor.createOrReplace({ _id: "old-news", _type: "testimonial", quote: "v1" });
    await editor.patch("old-news").set({ quote: "v2" }).commit();
    const current = await editor.getDocument("old-news");
    await lake.stop();
    const year = 365 * 86_400_000;
    const aged = readFileSync(log, "utf8")
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line))
      .map((tx) => ({ ...tx, timestamp: new Date(Date.parse(tx.timestamp) - year).toISOString() }));
    writeFileSync(log, `${aged.map((tx) => JSON.stringify(tx)).join("\n")}\n`);
    lake = await start();
    editor = lakeClient(lake.url, lake.token);
    const kept = await history().getTransactions(["old-news"]);
    expect(kept.map((tx) => tx.id)).toEqual([current?._rev]);
    expect(await history().getDocumentAtRevision("old-news", String(current?._rev))).toMatchObject({
      quote: "v2",
    });
    const seeded = await editor.getDocument("siteSettings");
    expect(await history().getDocumentAtRevision("siteSettings", String(seeded?._rev))).toBeDefined();
  });

  it("gives documents of a data folder from before the history a first revision", async () => {
    await lake.stop();
    const documents = join(dataDir, "documents.ndjson");
    const legacy = readFileSync(documents, "utf8")
      .trim()
      .split("\n")
      .map((line) => ({ ...JSON.parse(line), _rev: "seed" }));
    writeFileSync(documents, `${legacy.map((doc) => JSON.stringify(doc)).join("\n")}\n`);
    rmSync(join(dataDir, "transactions.ndjson"));
    lake = await start();
    editor = lakeClient(lake.url, lake.token);
    expect(await history().getDocumentAtRevision("siteSettings", "seed")).toMatchObject({
      _id: "siteSettings",
      siteName: "Cardinal Consulting",
    });
  });
});
