// Who reads what, as on the hosted Content Lake: private (dotted-id) documents need a token, the viewer's
// token reads but never writes, and only the site's own pages and host names are answered.

import { mkdtempSync, rmSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { SanityClient } from "@sanity/client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LOCAL_DATASET, type LocalLake, startLocalLake } from "./lake.ts";
import { lakeClient } from "./test-client.ts";

const SITE_ORIGIN = "http://localhost:3999";
const SHARE_SECRET = "sanity-preview-url-secret.share-access";

let lake: LocalLake;
let dataDir: string;
let editor: SanityClient;
let viewer: SanityClient;
let anonymous: SanityClient;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), "lake-access-"));
  lake = await startLocalLake({ dataDir, port: 0, siteOrigins: [SITE_ORIGIN], log: () => {} });
  editor = lakeClient(lake.url, lake.token);
  viewer = lakeClient(lake.url, lake.viewerToken);
  anonymous = lakeClient(lake.url);
  await editor
    .transaction()
    .createOrReplace({ _id: SHARE_SECRET, _type: "sanity.previewUrlShareAccess", secret: "s3cr3t" })
    .createOrReplace({ _id: "drafts.preview-secret", _type: "sanity.previewUrlSecret", secret: "s3cr3t" })
    .createOrReplace({ _id: "_.releases.rSummer", _type: "system.release", metadata: { title: "Summer" } })
    .createOrReplace({ _id: "drafts.homePage", _type: "homePage", hero: { title: "Draft title" } })
    .commit();
}, 60_000);

afterAll(async () => {
  await lake?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** A raw HTTP request, so the Host header can be any name. */
function raw(
  path: string,
  headers: Record<string, string>,
  method = "GET",
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }> {
  const url = new URL(path, lake.url);
  return new Promise((done, fail) => {
    const req = httpRequest(url, { method, headers }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => {
        body += chunk;
      });
      res.on("end", () => done({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on("error", fail);
    req.end();
  });
}

/** Opens a raw WebSocket upgrade of the Studio's socket and returns the status code of its answer. */
function upgrade(headers: Record<string, string>): Promise<number> {
  const { hostname, port } = new URL(lake.url);
  const lines = [
    `GET /v2021-03-25/socket/${LOCAL_DATASET} HTTP/1.1`,
    "Connection: Upgrade",
    "Upgrade: websocket",
    "Sec-WebSocket-Version: 13",
    "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==",
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
  ];
  return new Promise((done, fail) => {
    const socket = connect(Number(port), hostname, () => socket.write(`${lines.join("\r\n")}\r\n\r\n`));
    let head = "";
    socket.setEncoding("utf8");
    socket.on("data", (chunk: string) => {
      head += chunk;
      const status = /^HTTP\/1\.1 (\d{3})/.exec(head);
      if (status) {
        socket.destroy();
        done(Number(status[1]));
      }
    });
    socket.on("error", fail);
    socket.on("close", () => fail(new Error(`closed without a status line: ${JSON.stringify(head)}`)));
  });
}

describe("private documents", () => {
  it("are never readable without a token, in any perspective", async () => {
    for (const perspective of ["raw", "published", "drafts"] as const) {
      const ids = await anonymous.fetch<string[]>(`*._id`, {}, { perspective });
      expect(ids.length).toBeGreaterThan(0);
      expect(ids.filter((id) => id.includes("."))).toEqual([]);
      expect(await anonymous.fetch(`*[secret == "s3cr3t"]._id`, {}, { perspective })).toEqual([]);
    }
    for (const id of [SHARE_SECRET, "drafts.preview-secret", "_.releases.rSummer", "drafts.homePage"]) {
      expect(await anonymous.getDocument(id)).toBeUndefined();
    }
  });

  it("are readable with the editor's or the viewer's token", async () => {
    for (const client of [editor, viewer]) {
      expect(await client.getDocument(SHARE_SECRET)).toMatchObject({ secret: "s3cr3t" });
      expect(await client.fetch(`*[_id == "homePage"][0].hero.title`, {}, { perspective: "drafts" })).toBe(
        "Draft title",
      );
    }
  });
});

describe("the viewer's token", () => {
  it("writes nothing: mutations, actions and uploads are refused", async () => {
    await expect(
      viewer.create({ _id: "viewer-write", _type: "testimonial", quote: "no" }),
    ).rejects.toMatchObject({ statusCode: 401 });
    await expect(
      viewer.action({
        actionType: "sanity.action.document.delete",
        publishedId: "homePage",
        includeDrafts: [],
      }),
    ).rejects.toMatchObject({ statusCode: 401 });
    await expect(viewer.assets.upload("image", Buffer.from("<svg/>"))).rejects.toMatchObject({
      statusCode: 401,
    });
    expect(await editor.getDocument("viewer-write")).toBeUndefined();
    expect(await editor.getDocument("homePage")).toBeDefined();
  });
});

describe("CORS and host names", () => {
  const path = `/v1/data/query/${LOCAL_DATASET}?query=1`;

  it("answers the site's own origin", async () => {
    const preflight = await raw(
      path,
      {
        origin: SITE_ORIGIN,
        "access-control-request-method": "POST",
        "access-control-request-headers": "authorization",
      },
      "OPTIONS",
    );
    expect(preflight.status).toBe(204);
    expect(preflight.headers["access-control-allow-origin"]).toBe(SITE_ORIGIN);
    expect(preflight.headers["access-control-allow-credentials"]).toBe("true");
    const check = await raw("/v1/check/cors", { origin: SITE_ORIGIN });
    expect(JSON.parse(check.body)).toEqual({ result: { allowed: true, withCredentials: true } });
  });

  it("allows no other origin", async () => {
    for (const origin of ["https://evil.example", "http://localhost:4000", "null"]) {
      const preflight = await raw(
        path,
        {
          origin,
          "access-control-request-method": "POST",
          "access-control-request-headers": "authorization",
        },
        "OPTIONS",
      );
      expect(preflight.status).toBe(403);
      expect(preflight.headers["access-control-allow-origin"]).toBeUndefined();
      expect(preflight.headers["access-control-allow-credentials"]).toBeUndefined();
      const get = await raw(path, { origin });
      expect(get.headers["access-control-allow-origin"]).toBeUndefined();
      const check = await raw("/v1/check/cors", { origin });
      expect(JSON.parse(check.body).result.allowed).toBe(false);
    }
  });

  it("answers only requests addressed to this computer's names (no DNS rebinding)", async () => {
    const port = new URL(lake.url).port;
    for (const host of [
      `127.0.0.1:${port}`,
      `localhost:${port}`,
      `listener-2.localhost:${port}`,
      `[::1]:${port}`,
    ]) {
      expect((await raw(path, { host })).status, host).toBe(200);
    }
    for (const host of [`evil.example:${port}`, "evil.example", `127.0.0.1.nip.io:${port}`]) {
      const answer = await raw(path, { host, authorization: `Bearer ${lake.token}` });
      expect(answer.status, host).toBe(421);
    }
  });

  it("opens the Studio's socket only for this computer's names and the site's origins", async () => {
    const port = new URL(lake.url).port;
    expect(await upgrade({ Host: `127.0.0.1:${port}`, Origin: SITE_ORIGIN })).toBe(101);
    expect(await upgrade({ Host: `localhost:${port}` })).toBe(101);
    for (const host of [`evil.example:${port}`, "evil.example", `127.0.0.1.nip.io:${port}`]) {
      expect(await upgrade({ Host: host, Origin: SITE_ORIGIN }), host).toBe(421);
      expect(await upgrade({ Host: host, Origin: `http://${host}` }), host).toBe(421);
    }
    for (const origin of ["https://evil.example", "http://localhost:4000", "null"]) {
      expect(await upgrade({ Host: `127.0.0.1:${port}`, Origin: origin }), origin).toBe(403);
    }
  });
});
