import { describe, expect, it } from "vitest";
import { draftReadToken, resolveContentSource } from "./env.ts";

describe("resolveContentSource", () => {
  it("uses the seed when nothing is configured", () => {
    expect(resolveContentSource({})).toEqual({
      mode: "local-seed",
      reason: "NEXT_PUBLIC_SANITY_PROJECT_ID is not set",
      previewEnabled: false,
    });
  });

  it("reads the local Content Lake when it runs and no project is set, drafts included", () => {
    const lake = {
      SANITY_LOCAL_URL: "http://127.0.0.1:54340",
      SANITY_LOCAL_TOKEN: "t0k3n",
      SANITY_LOCAL_VIEWER_TOKEN: "v13w3r",
    };
    expect(resolveContentSource(lake)).toMatchObject({
      mode: "local-lake",
      projectId: "local",
      dataset: "production",
      previewEnabled: true,
      lake: { url: "http://127.0.0.1:54340", token: "t0k3n", viewerToken: "v13w3r" },
    });
    const hosted = {
      ...lake,
      NEXT_PUBLIC_SANITY_PROJECT_ID: "abc123",
      NEXT_PUBLIC_SANITY_DATASET: "production",
    };
    expect(resolveContentSource(hosted)).toMatchObject({ mode: "sanity", projectId: "abc123" });
    expect(resolveContentSource(hosted).lake).toBeUndefined();
    expect(resolveContentSource({ ...lake, CONTENT_SOURCE: "local-seed" }).mode).toBe("local-seed");
  });

  it("reads drafts with the lake's viewer token, never the editor's, and has no preview without one", () => {
    const lake = { SANITY_LOCAL_URL: "http://127.0.0.1:54340", SANITY_LOCAL_TOKEN: "t0k3n" };
    expect(draftReadToken(resolveContentSource({ ...lake, SANITY_LOCAL_VIEWER_TOKEN: "v13w3r" }))).toBe(
      "v13w3r",
    );
    const withoutViewer = resolveContentSource(lake);
    expect(withoutViewer.previewEnabled).toBe(false);
    expect(draftReadToken(withoutViewer)).toBeUndefined();
  });

  it("treats a blank project id as not set", () => {
    expect(
      resolveContentSource({ NEXT_PUBLIC_SANITY_PROJECT_ID: "  ", NEXT_PUBLIC_SANITY_DATASET: "production" })
        .mode,
    ).toBe("local-seed");
  });

  it("needs a dataset too", () => {
    const source = resolveContentSource({ NEXT_PUBLIC_SANITY_PROJECT_ID: "abc123" });
    expect(source).toMatchObject({ mode: "local-seed", reason: "NEXT_PUBLIC_SANITY_DATASET is not set" });
  });

  it("rejects malformed ids instead of calling Sanity with them", () => {
    const source = resolveContentSource({
      NEXT_PUBLIC_SANITY_PROJECT_ID: "My Project!",
      NEXT_PUBLIC_SANITY_DATASET: "production",
    });
    expect(source.mode).toBe("local-seed");
    expect(source.reason).toContain("not a valid project id");
  });

  it("uses Sanity when project and dataset are set, published content only without a token", () => {
    expect(
      resolveContentSource({
        NEXT_PUBLIC_SANITY_PROJECT_ID: "abc123",
        NEXT_PUBLIC_SANITY_DATASET: "production",
      }),
    ).toEqual({
      mode: "sanity",
      reason: "project abc123, dataset production",
      projectId: "abc123",
      dataset: "production",
      previewEnabled: false,
    });
  });

  it("enables drafts and visual editing with a read token", () => {
    const source = resolveContentSource({
      NEXT_PUBLIC_SANITY_PROJECT_ID: "abc123",
      NEXT_PUBLIC_SANITY_DATASET: "staging",
      SANITY_API_READ_TOKEN: "sk-token",
    });
    expect(source).toMatchObject({ mode: "sanity", previewEnabled: true });
    expect(source.reason).toBe("project abc123, dataset staging, drafts available to editors");
  });

  it("can be forced to the seed even when a project is configured", () => {
    const source = resolveContentSource({
      NEXT_PUBLIC_SANITY_PROJECT_ID: "abc123",
      NEXT_PUBLIC_SANITY_DATASET: "production",
      CONTENT_SOURCE: "local-seed",
    });
    expect(source.mode).toBe("local-seed");
  });
});
