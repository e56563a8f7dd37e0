import { mkdtempSync, rmSync } from "node:fs";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { SANITY_API_VERSION } from "../../lib/sanity/env.ts";
import { createLakeServer } from "./server.ts";
import { LakeStore } from "./store.ts";

const STREAMS = 15;
let dir: string;
let store: LakeStore;
let server: Server;
let origin: string;
const warnings: string[] = [];
const onWarning = (warning: Error) => warnings.push(warning.name);

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "lake-listeners-"));
  store = new LakeStore(dir, () => []);
  server = createLakeServer({ store, token: "t", log: () => {} });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  process.on("warning", onWarning);
});

afterAll(async () => {
  process.off("warning", onWarning);
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

it("holds one store listener per open stream, without a leak warning, and drops each when its client leaves", async () => {
  // A Studio opens a stream per open document and list; several tabs and the site's own add more.
  const clients = Array.from({ length: STREAMS }, () => new AbortController());
  const url = `${origin}/v${SANITY_API_VERSION}/data/listen/production?query=*&events=welcome`;
  const responses = await Promise.all(clients.map((client) => fetch(url, { signal: client.signal })));
  expect(responses.map((response) => response.status)).toEqual(Array(STREAMS).fill(200));
  await expect.poll(() => store.listenerCount("transaction")).toBe(STREAMS);
  expect(warnings).not.toContain("MaxListenersExceededWarning");

  for (const client of clients) client.abort();
  await expect.poll(() => store.listenerCount("transaction"), { timeout: 10_000 }).toBe(0);
});
