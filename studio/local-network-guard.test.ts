import { describe, expect, it } from "vitest";
import { moduleVersionAnswer, spreadListener, staysOffline, toLocalLake } from "./local-network-guard.ts";

describe("toLocalLake", () => {
  const lake = "http://127.0.0.1:54340";

  it("sends calls for Sanity's hosted API to the local lake, path and query kept", () => {
    expect(toLocalLake("https://local.api.sanity.io/v1/users/me?tag=x", lake)).toBe(
      `${lake}/v1/users/me?tag=x`,
    );
    expect(toLocalLake("https://api.sanity.io/vX/intake/feedback", lake)).toBe(`${lake}/vX/intake/feedback`);
  });

  it("leaves every other address alone", () => {
    for (const url of [
      `${lake}/v1/users/me`,
      "http://127.0.0.1:3000/studio",
      "https://example.com/api.sanity.io/x",
    ]) {
      expect(toLocalLake(url, lake)).toBe(url);
    }
  });

  it("marks Sanity's CDNs as never to be contacted", () => {
    expect(staysOffline("https://sanity-cdn.com/v1/modules/sanity/latest/x")).toBe(true);
    expect(staysOffline("https://core.sanity-cdn.com/bridge.js")).toBe(true);
    expect(staysOffline("http://127.0.0.1:54340/v1/users/me")).toBe(false);
  });
});

describe("spreadListener", () => {
  const lake = "http://127.0.0.1:54340";

  it("gives each listener of the lake a loopback host of its own, path and query kept", () => {
    const listen = `${lake}/v2025-02-19/data/listen/production?query=*&tag=x`;
    expect(spreadListener(listen, lake, 1)).toBe(
      "http://listener-1.localhost:54340/v2025-02-19/data/listen/production?query=*&tag=x",
    );
    expect(new URL(spreadListener(listen, lake, 2)).host).toBe("listener-2.localhost:54340");
  });

  it("leaves the lake's other calls and every other address on their host", () => {
    for (const url of [
      `${lake}/v2025-02-19/data/actions/production`,
      `${lake}/v2025-02-19/data/query/production?query=*[_type=="listen"]`,
      "http://127.0.0.1:3000/v1/data/listen/production",
    ]) {
      expect(spreadListener(url, lake, 1)).toBe(url);
    }
  });
});

describe("the Studio's update check", () => {
  it("is answered on this computer with the installed version, as the module CDN answers an up-to-date Studio", async () => {
    const answer = moduleVersionAnswer(
      "https://sanity-cdn.com/v1/modules/sanity/latest/^6.16.0/t1764400000",
      "6.16.0",
    );
    expect(answer?.status).toBe(200);
    expect(await answer?.json()).toEqual({ latest: "6.16.0", packageVersion: "6.16.0" });
    expect(
      await moduleVersionAnswer(
        "https://sanity-cdn.com/v1/modules/by-app/abc/t1/^6.16.0/sanity",
        "6.16.0",
      )?.json(),
    ).toMatchObject({ packageVersion: "6.16.0" });
    expect(moduleVersionAnswer("https://core.sanity-cdn.com/bridge.js", "6.16.0")).toBeNull();
  });
});
