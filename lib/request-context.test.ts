import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  currentRequestId,
  installRequestContext,
  isAbortedRequestReport,
  jsonLogLine,
  jsonLogs,
  queueMsOf,
} from "./request-context";

describe("request ids", () => {
  let server: Server;
  let origin: string;
  beforeAll(async () => {
    installRequestContext({ NODE_ENV: "test" });
    // What the handler sees while it runs, after awaiting something, as Next's would.
    server = createServer(async (_request, response) => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      response.end(currentRequestId() ?? "none");
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it("keeps the id a proxy sent, returns it, and gives it to the code that handles the request", async () => {
    const response = await fetch(origin, { headers: { "x-request-id": "a3f1c2d4e5b6a7980011" } });
    expect(response.headers.get("x-request-id")).toBe("a3f1c2d4e5b6a7980011");
    expect(await response.text()).toBe("a3f1c2d4e5b6a7980011");
  });

  it("makes a new id when none or a malformed one was sent", async () => {
    const [first, second] = await Promise.all([
      fetch(origin),
      fetch(origin, { headers: { "x-request-id": "<script>" } }),
    ]);
    const ids = [first.headers.get("x-request-id"), second.headers.get("x-request-id")];
    expect(ids[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(ids[1]).toMatch(/^[0-9a-f-]{36}$/);
    expect(ids[0]).not.toBe(ids[1]);
    expect([await first.text(), await second.text()]).toEqual(ids);
  });
});

describe("JSON logs", () => {
  it("are on in production unless LOG_FORMAT=text", () => {
    expect(jsonLogs({ NODE_ENV: "production" })).toBe(true);
    expect(jsonLogs({ NODE_ENV: "production", LOG_FORMAT: "text" })).toBe(false);
    expect(jsonLogs({ NODE_ENV: "development" })).toBe(false);
  });

  it("write one object per line with the level, the request id, the message and an error's stack", () => {
    const line = jsonLogLine(
      "error",
      ["[leads] insert failed for %s:", "contact", new Error("boom")],
      "req-1",
    );
    expect(line).not.toContain("\n");
    const entry = JSON.parse(line);
    expect(entry).toMatchObject({ level: "error", requestId: "req-1" });
    expect(entry.msg).toMatch(/^\[leads\] insert failed for contact: Error: boom/);
    expect(entry.stack).toMatch(/^Error: boom\n\s+at /);
    expect(Date.parse(entry.time)).not.toBeNaN();
  });
});

describe("queue time", () => {
  const now = 1_795_751_636_500;

  it("is the time since the load balancer's X-Request-Start (nginx's t=$msec)", () => {
    expect(queueMsOf("t=1795751636.365", now)).toBe(135);
    expect(queueMsOf(["t=1795751636", "t=1"], now)).toBe(500);
  });

  it("is unknown without the header, when malformed, or when the clocks disagree", () => {
    expect(queueMsOf(undefined, now)).toBeUndefined();
    expect(queueMsOf("1795751636.365", now)).toBeUndefined();
    expect(queueMsOf("t=soon", now)).toBeUndefined();
    expect(queueMsOf("t=1795751637.000", now)).toBeUndefined();
    expect(queueMsOf("t=1795751000.000", now)).toBeUndefined();
  });
});

describe("isAbortedRequestReport", () => {
  const aborted = () => Object.assign(new Error("aborted"), { code: "ECONNRESET" });

  it("recognises Next's report of an error that only says a client went away", () => {
    expect(isAbortedRequestReport([" ⨯", "uncaughtException: ", aborted()])).toBe(true);
    // What a production server logged for each request whose client dropped it mid-body.
    expect(isAbortedRequestReport([aborted()])).toBe(true);
    expect(
      isAbortedRequestReport(["unhandledRejection: ", Object.assign(new Error("x"), { name: "AbortError" })]),
    ).toBe(true);
  });

  it("keeps every other error an error", () => {
    expect(isAbortedRequestReport([" ⨯", "uncaughtException: ", new TypeError("x is undefined")])).toBe(
      false,
    );
    expect(isAbortedRequestReport(["[lead] could not save", aborted()])).toBe(false);
    expect(isAbortedRequestReport(["uncaughtException: ", "aborted"])).toBe(false);
    expect(isAbortedRequestReport([aborted(), "while saving the lead"])).toBe(false);
  });
});
