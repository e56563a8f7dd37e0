import type { SanityClient } from "@sanity/client";
import { describe, expect, it } from "vitest";
import { lakeClient, lakeUnderTest } from "./test-client.ts";

const t = lakeUnderTest("lake-releases-");

type Action = Parameters<SanityClient["action"]>[0];
const act = (action: Record<string, unknown>) => t.editor.action(action as unknown as Action);

async function releaseWithTitle(releaseId: string, title: string) {
  await act({ actionType: "sanity.action.release.create", releaseId, metadata: { title: releaseId } });
  const home = await t.editor.getDocument("homePage");
  await act({
    actionType: "sanity.action.document.version.create",
    publishedId: "homePage",
    document: { ...home, _id: `versions.${releaseId}.homePage`, hero: { ...(home?.hero as object), title } },
  });
}

const heroTitle = (perspective?: string[]) =>
  t.editor.fetch<string>(
    `*[_id == "homePage"][0].hero.title`,
    {},
    perspective ? { perspective: perspective as ["drafts"] } : { perspective: "published" },
  );

describe("local Content Lake releases", () => {
  it("keeps a release's changes in its versions, seen only through its perspective", async () => {
    await releaseWithTitle("rPreview", "Coming with the release");
    expect(await t.editor.getDocument("_.releases.rPreview")).toMatchObject({
      _type: "system.release",
      name: "rPreview",
      state: "active",
      metadata: { title: "rPreview", releaseType: "undecided" },
    });
    expect(await heroTitle(["rPreview", "drafts"])).toBe("Coming with the release");
    expect(await heroTitle()).toBe("Make an impact that matters");
    expect(await lakeClient(t.lake.url).fetch(`count(*[_id in path("versions.**")])`)).toBe(0);

    await act({ actionType: "sanity.action.release.archive", releaseId: "rPreview" });
    expect(await t.editor.getDocument("versions.rPreview.homePage")).toBeUndefined();
    expect((await t.editor.getDocument("_.releases.rPreview"))?.state).toBe("archived");

    // Unarchived, as on hosted Sanity: the release is active again with its changes.
    await act({ actionType: "sanity.action.release.unarchive", releaseId: "rPreview" });
    expect((await t.editor.getDocument("_.releases.rPreview"))?.state).toBe("active");
    expect(await heroTitle(["rPreview", "drafts"])).toBe("Coming with the release");
    await expect(
      act({ actionType: "sanity.action.release.unarchive", releaseId: "rPreview" }),
    ).rejects.toMatchObject({
      statusCode: 409,
    });
  });

  it("publishes a scheduled release at its time, and not one taken off the schedule", async () => {
    await releaseWithTitle("rLater", "Never published");
    await act({
      actionType: "sanity.action.release.schedule",
      releaseId: "rLater",
      publishAt: new Date(Date.now() + 3_600_000).toISOString(),
    });
    await expect(
      act({
        actionType: "sanity.action.document.version.create",
        publishedId: "aboutPage",
        document: { _id: "versions.rLater.aboutPage", _type: "aboutPage" },
      }),
    ).rejects.toMatchObject({ statusCode: 409 });
    await act({ actionType: "sanity.action.release.unschedule", releaseId: "rLater" });
    expect((await t.editor.getDocument("_.releases.rLater"))?.state).toBe("active");

    await releaseWithTitle("rSoon", "Published on time");
    const publishAt = new Date(Date.now() + 1_500).toISOString();
    await act({ actionType: "sanity.action.release.schedule", releaseId: "rSoon", publishAt });
    expect((await t.editor.getDocument("_.releases.rSoon"))?.state).toBe("scheduled");
    await expect.poll(() => heroTitle(), { timeout: 15_000 }).toBe("Published on time");
    expect(new Date().toISOString() >= publishAt).toBe(true);
    expect(await t.editor.getDocument("_.releases.rSoon")).toMatchObject({
      state: "published",
      finalDocumentStates: [{ id: "homePage" }],
    });
    expect(await t.editor.getDocument("versions.rSoon.homePage")).toBeUndefined();
    expect((await t.editor.getDocument("_.releases.rLater"))?.state).toBe("active");
  });

  it("still publishes a scheduled release after a restart", async () => {
    await releaseWithTitle("rRestart", "Published after a restart");
    await act({
      actionType: "sanity.action.release.schedule",
      releaseId: "rRestart",
      publishAt: new Date(Date.now() + 2_000).toISOString(),
    });
    await t.lake.stop();
    await t.start();
    await expect.poll(() => heroTitle(), { timeout: 15_000 }).toBe("Published after a restart");
    expect(t.logged.some((line) => line.includes(`published the scheduled release "rRestart"`))).toBe(true);
  });

  it("lets the Studio's Releases tool create releases without a plan limit", async () => {
    // The Studio reads its plan's features first: without this one it offers only an upsell.
    expect(await t.editor.request({ url: "/features" })).toContain("contentReleases");
    const response = await fetch(`${t.lake.url}/vX/projects/local/new-content-release-allowed`);
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as {
      data: { datasetReleaseLimit: number; orgActiveReleaseLimit: number | null };
    };
    expect(data.orgActiveReleaseLimit).toBeNull();
    expect(data.datasetReleaseLimit).toBeGreaterThan(1_000);
  });
});
