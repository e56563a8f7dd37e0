// Contract tests: the official client against the real lake (own data folder, a free port).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { MutationEvent, SanityClient } from "@sanity/client";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LOCAL_DATASET, LOCAL_PROJECT_ID, type LocalLake, startLocalLake } from "./lake.ts";
import { lakeClient } from "./test-client.ts";

let lake: LocalLake;
let dataDir: string;
let editor: SanityClient;
let anonymous: SanityClient;
const logged: string[] = [];

const clientFor = (token?: string) => lakeClient(lake.url, token);

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), "lake-test-"));
  lake = await startLocalLake({ dataDir, port: 0, log: (line) => logged.push(line) });
  editor = clientFor(lake.token);
  anonymous = clientFor();
}, 60_000);

afterAll(async () => {
  await lake?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("local Content Lake", () => {
  it("answers the Studio's references, ping and project plan requests as hosted Sanity does", async () => {
    const other = await editor.request<{ totalCount: number; references: unknown[] }>({
      url: `/data/references/${LOCAL_DATASET}/documents/service-web-development/to?excludeInternalReferences=true&excludePaths=true`,
    });
    expect(other).toEqual({ totalCount: 0, references: [] });
    const servicePage = await editor.request<{ totalCount: number; references: { documentId: string }[] }>({
      url: `/data/references/${LOCAL_DATASET}/documents/service-web-development/to`,
    });
    expect(servicePage.references.map((reference) => reference.documentId)).toContain(
      "servicePage-web-development",
    );
    const ping = await fetch(`${lake.url}/v2025-09-01/data/ping/${LOCAL_DATASET}`);
    expect(ping.status).toBe(200);
    expect(ping.headers.get("x-sanity-shard")).toBe("local");
    const plan = await editor.request<{
      featureTypes: { retention: { features: { attributes: object }[] } };
    }>({
      url: `/subscriptions/project/${LOCAL_PROJECT_ID}`,
    });
    expect(plan.featureTypes.retention.features[0]?.attributes).toEqual({ maxRetentionDays: 90 });
    expect(logged.filter((line) => line.includes("unhandled"))).toEqual([]);
  });

  it("serves the seed with GROQ, GET and POST alike", async () => {
    const title = await anonymous.fetch<string>(`*[_id == "homePage"][0].hero.title`);
    expect(title).toBe("Make an impact that matters");
    // Long enough that the client sends it as a POST.
    const ids = Array.from({ length: 1000 }, (_, index) => `missing-document-${index}`);
    const services = await anonymous.fetch<unknown[]>(`*[_type == "service" && !(_id in $ids)]{_id}`, {
      ids,
    });
    expect(services.length).toBeGreaterThan(0);
  });

  it("answers the current user and full rights to the editor only", async () => {
    expect(await editor.request({ url: "/users/me" })).toMatchObject({
      id: "local-editor",
      role: "administrator",
    });
    expect(await anonymous.request({ url: "/users/me" })).toEqual({});
    const acl = await editor.request<{ permissions: string[] }[]>({
      url: `/projects/${LOCAL_PROJECT_ID}/datasets/${LOCAL_DATASET}/acl`,
    });
    expect(acl[0]?.permissions).toEqual(expect.arrayContaining(["create", "read", "update"]));
  });

  it("overlays drafts in the drafts perspective and hides them from published and anonymous reads", async () => {
    await editor.create({ _id: "drafts.homePage", _type: "homePage", hero: { title: "Draft title" } });
    const drafts = await editor.fetch(
      `*[_id == "homePage"][0]{_id, _originalId, "title": hero.title}`,
      {},
      {
        perspective: "drafts",
      },
    );
    expect(drafts).toEqual({ _id: "homePage", _originalId: "drafts.homePage", title: "Draft title" });
    expect(await editor.fetch(`*[_id == "homePage"][0].hero.title`, {}, { perspective: "published" })).toBe(
      "Make an impact that matters",
    );
    expect(await anonymous.fetch(`count(*[_id in path("drafts.**")])`, {}, { perspective: "raw" })).toBe(0);
    expect(await anonymous.getDocument("drafts.homePage")).toBeUndefined();
    await editor.delete("drafts.homePage");
  });

  it("uses the transaction id as _rev and refuses a stale revision like the hosted API", async () => {
    const result = await editor.create({ _id: "rev-test", _type: "testimonial", quote: "one" });
    const doc = await editor.getDocument("rev-test");
    expect(doc?._rev).toBe(result._rev);
    await editor.patch("rev-test").set({ quote: "two" }).ifRevisionId(result._rev).commit();
    await expect(
      editor.patch("rev-test").set({ quote: "three" }).ifRevisionId(result._rev).commit(),
    ).rejects.toMatchObject({
      statusCode: 409,
    });
    await expect(editor.create({ _id: "rev-test", _type: "testimonial" })).rejects.toMatchObject({
      statusCode: 409,
    });
    expect((await editor.getDocument("rev-test"))?.quote).toBe("two");
    await expect(anonymous.create({ _id: "nope", _type: "testimonial" })).rejects.toMatchObject({
      statusCode: 401,
    });
  });

  it("publishes, unpublishes and discards through the Actions API", async () => {
    const published = await editor.getDocument("homePage");
    await editor.action({
      actionType: "sanity.action.document.edit",
      draftId: "drafts.homePage",
      publishedId: "homePage",
      patch: { set: { "hero.title": "Published from a draft" } },
    });
    await expect(
      editor.action({
        actionType: "sanity.action.document.publish",
        draftId: "drafts.homePage",
        publishedId: "homePage",
        ifPublishedRevisionId: "not-the-revision",
      }),
    ).rejects.toMatchObject({ statusCode: 409 });
    const { transactionId } = await editor.action({
      actionType: "sanity.action.document.publish",
      draftId: "drafts.homePage",
      publishedId: "homePage",
      ifPublishedRevisionId: published?._rev,
    });
    const after = await editor.getDocument("homePage");
    expect(after?._rev).toBe(transactionId);
    expect(after?.hero).toMatchObject({ title: "Published from a draft" });
    expect(await editor.getDocument("drafts.homePage")).toBeUndefined();

    await editor.action({
      actionType: "sanity.action.document.unpublish",
      draftId: "drafts.homePage",
      publishedId: "homePage",
    });
    expect(await editor.getDocument("homePage")).toBeUndefined();
    expect(await editor.getDocument("drafts.homePage")).toBeDefined();
    await editor.action({
      actionType: "sanity.action.document.publish",
      draftId: "drafts.homePage",
      publishedId: "homePage",
    });
    await editor.action({
      actionType: "sanity.action.document.edit",
      draftId: "drafts.homePage",
      publishedId: "homePage",
      patch: { set: { "hero.title": "Thrown away" } },
    });
    await editor.action({ actionType: "sanity.action.document.discard", draftId: "drafts.homePage" });
    expect(await editor.getDocument("drafts.homePage")).toBeUndefined();
    expect((await editor.getDocument("homePage"))?.hero).toMatchObject({ title: "Published from a draft" });
  });

  it("publishes the draft as the edits of the same request left it", async () => {
    await editor.createOrReplace({ _id: "drafts.same-request", _type: "redirect", from: "/a", to: "/b" });
    await editor.action([
      {
        actionType: "sanity.action.document.edit",
        draftId: "drafts.same-request",
        publishedId: "same-request",
        patch: { set: { replaces: "/a" } },
      },
      {
        actionType: "sanity.action.document.edit",
        draftId: "drafts.same-request",
        publishedId: "same-request",
        patch: { set: { to: "/c" } },
      },
      {
        actionType: "sanity.action.document.publish",
        draftId: "drafts.same-request",
        publishedId: "same-request",
      },
    ]);
    expect(await editor.getDocument("same-request")).toMatchObject({ from: "/a", to: "/c", replaces: "/a" });
    expect(await editor.getDocument("drafts.same-request")).toBeUndefined();
  });

  it("streams mutations to listeners with revisions, transition and mendoza effects", async () => {
    const events: MutationEvent[] = [];
    const received = new Promise<void>((done, fail) => {
      const subscription = editor
        .listen(
          `*[_id in $ids]`,
          { ids: ["listen-test", "drafts.listen-test"] },
          { effectFormat: "mendoza", events: ["mutation"] },
        )
        .subscribe({
          next: (event) => {
            if (event.type !== "mutation") return;
            events.push(event);
            if (events.length === 3) {
              subscription.unsubscribe();
              done();
            }
          },
          error: fail,
        });
    });
    // The welcome event comes first; wait for it before writing.
    await new Promise<void>((done) => {
      const subscription = editor.listen("*", {}, { events: ["welcome"] }).subscribe(() => {
        subscription.unsubscribe();
        done();
      });
    });
    const created = await editor.create({ _id: "drafts.listen-test", _type: "testimonial", quote: "hello" });
    await editor.action({
      actionType: "sanity.action.document.publish",
      draftId: "drafts.listen-test",
      publishedId: "listen-test",
    });
    await received;
    expect(events[0]).toMatchObject({
      documentId: "drafts.listen-test",
      transition: "appear",
      resultRev: created._rev,
      transactionTotalEvents: 1,
      visibility: "query",
    });
    const publish = events.slice(1);
    expect(publish.map((e) => e.transactionTotalEvents)).toEqual([2, 2]);
    expect(publish.find((e) => e.documentId === "drafts.listen-test")).toMatchObject({
      transition: "disappear",
      previousRev: created._rev,
      effects: { apply: [0, null] },
    });
    expect(publish.find((e) => e.documentId === "listen-test")).toMatchObject({ transition: "appear" });
  });

  it("answers with sync tags and announces a change's tags on the live events stream", async () => {
    const { syncTags } = await anonymous.fetch<unknown>(
      `*[_id == $id][0].seo`,
      { id: "careersPage" },
      { filterResponse: false, returnQuery: false },
    );
    expect(syncTags).toEqual(expect.arrayContaining(["s1:d:careersPage", "s1:t:careersPage"]));

    const seen: { type: string; id?: string; tags?: string[] }[] = [];
    const announced = new Promise<void>((done, fail) => {
      const subscription = anonymous.live.events().subscribe({
        next: (event) => {
          seen.push(event as (typeof seen)[number]);
          if (event.type === "welcome") {
            // A draft is not announced to a stream without drafts; the publish after it is.
            void editor
              .createOrReplace({ _id: "drafts.careersPage", _type: "careersPage", seo: { title: "x" } })
              .then(() => editor.patch("careersPage").set({ "seo.title": "Live" }).commit());
          }
          if (event.type === "message") {
            subscription.unsubscribe();
            done();
          }
        },
        error: fail,
      });
    });
    await announced;
    const message = seen.find((event) => event.type === "message");
    expect(message?.id).toBeTruthy();
    expect(message?.tags).toEqual(["s1:d:careersPage", "s1:e:careersPage"]);
    expect(syncTags?.some((tag: string) => message?.tags?.includes(tag))).toBe(true);
    await editor.delete("drafts.careersPage");
  });

  it("deletes by query, as the Presentation tool clears its expired preview secrets", async () => {
    const old = { _type: "sanity.previewUrlSecret", secret: "s", source: "test" };
    await editor.createOrReplace({ _id: "drafts.secret-test-1", ...old });
    await editor.createOrReplace({ _id: "drafts.secret-test-2", ...old });
    await editor.delete({
      query: `*[_type == "sanity.previewUrlSecret" && source == $source]`,
      params: { source: "test" },
    });
    const left = await editor.fetch<string[]>(
      `*[_type == "sanity.previewUrlSecret"]._id`,
      {},
      { perspective: "raw" },
    );
    expect(left).toEqual([]);
  });

  it("stores an uploaded image once per content hash and serves it resized", async () => {
    const png = await sharp({ create: { width: 40, height: 20, channels: 3, background: "#a3162f" } })
      .png()
      .toBuffer();
    const first = await editor.assets.upload("image", png, { filename: "red.png" });
    const second = await editor.assets.upload("image", png, { filename: "again.png" });
    expect(second._id).toBe(first._id);
    expect(first._id).toMatch(/^image-[a-f0-9]{40}-40x20-png$/);
    const response = await fetch(`${first.url}?w=20&fm=webp`);
    expect(response.headers.get("content-type")).toBe("image/webp");
    const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect([meta.width, meta.height]).toEqual([20, 10]);
  });

  it("answers earlier revisions and the transaction log for review changes", async () => {
    const seeded = await editor.getDocument("testimonial-sarah-chen");
    const first = await editor.createOrReplace({ _id: "history-test", _type: "testimonial", quote: "first" });
    await editor.patch("history-test").set({ quote: "second" }).commit();
    const at = (revision: string) =>
      editor.request<{ documents: { quote?: string }[] }>({
        url: `/data/history/${LOCAL_DATASET}/documents/history-test?revision=${revision}`,
      });
    expect((await at(first._rev)).documents[0]?.quote).toBe("first");
    const log = await fetch(
      `${lake.url}/v2025-02-19/data/history/${LOCAL_DATASET}/transactions/history-test?excludeContent=true`,
      {
        headers: { Authorization: `Bearer ${lake.token}` },
      },
    );
    const transactions = (await log.text())
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line));
    expect(transactions.map((tx) => tx.id)[0]).toBe(first._rev);
    expect(transactions[1].effects["history-test"].apply).toEqual([
      0,
      expect.objectContaining({ quote: "second" }),
    ]);
    if (seeded?._rev) {
      const original = await editor.request<{ documents: unknown[] }>({
        url: `/data/history/${LOCAL_DATASET}/documents/testimonial-sarah-chen?revision=${seeded._rev}`,
      });
      expect(original.documents).toHaveLength(1);
    }
  });

  it("tells the Studio that usage telemetry is not sent from this computer", async () => {
    const before = logged.length;
    expect(await editor.request({ url: "/intake/telemetry-status" })).toEqual({
      status: "denied",
    });
    expect(logged.slice(before)).toEqual([]);
  });

  it("names comments among the plan's features, so the Studio's layout is not wrapped again after it opens", async () => {
    expect(await editor.request({ url: "/features" })).toContain("studioComments");
  });

  it("logs every request it does not handle", async () => {
    const response = await fetch(`${lake.url}/v2025-02-19/something/new`);
    expect(response.status).toBe(404);
    expect(
      logged.some((line) => line.includes("ERROR: unhandled request GET /v2025-02-19/something/new")),
    ).toBe(true);
  });

  it("keeps its data after a restart", async () => {
    await editor.createOrReplace({ _id: "kept", _type: "testimonial", quote: "still here" });
    await lake.stop();
    lake = await startLocalLake({ dataDir, port: 0, log: (line) => logged.push(line) });
    expect((await clientFor(lake.token).getDocument("kept"))?.quote).toBe("still here");
  });
});
