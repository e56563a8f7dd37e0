import { createServer, type Server } from "node:http";
import { type AddressInfo, connect } from "node:net";
import { PassThrough } from "node:stream";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { endRequestBody } from "./bounded-body.ts";
import {
  currentRequestId,
  endBodyHere,
  installRequestContext,
  isAbortedRequestReport,
  jsonLogLine,
  jsonLogs,
  queueMsOf,
} from "./request-context.ts";

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
    // The same with colours (FORCE_COLOR, a terminal): the router's own handler writes its mark in red.
    expect(
      isAbortedRequestReport(["\u001b[31m\u001b[1m⨯\u001b[22m\u001b[39m", "uncaughtException: ", aborted()]),
    ).toBe(true);
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
    expect(isAbortedRequestReport(["\u001b[31m[lead] could not save\u001b[39m", aborted()])).toBe(false);
    expect(isAbortedRequestReport(["uncaughtException: ", "aborted"])).toBe(false);
    expect(isAbortedRequestReport([aborted(), "while saving the lead"])).toBe(false);
  });
});

describe("endRequestBody", () => {
  const LIMIT = 1024 * 1024;
  let server: Server;
  let port: number;
  beforeAll(async () => {
    installRequestContext({ NODE_ENV: "test" });
    // As Next runs its proxy: the body is copied as it arrives, the proxy reads the copy, and the answer
    // waits for the end of the body itself. On /linger the cut-off client may send for 500 ms only.
    server = createServer(async (request, response) => {
      const copy = new PassThrough();
      request.on("data", (chunk: Buffer) => copy.write(chunk));
      request.on("end", () => copy.end());
      const ended = new Promise((resolve) => request.once("end", resolve));
      let seen = 0;
      for await (const chunk of copy) {
        seen += (chunk as Buffer).byteLength;
        if (seen > LIMIT) {
          if (request.url === "/linger") endBodyHere(request, 500);
          else endRequestBody();
          break;
        }
      }
      await ended;
      response.writeHead(seen > LIMIT ? 413 : 200).end(String(seen));
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  /** Sends a chunked body of `size` bytes (endless when Infinity), then `then`, and reads the answers. */
  function send(path: string, size: number, then = "") {
    const socket = connect(port, "127.0.0.1");
    const chunk = Buffer.alloc(64 * 1024, "x");
    let sent = 0;
    let answered = "";
    let closed = false;
    socket.setEncoding("utf8");
    socket.on("data", (text: string) => {
      answered += text;
    });
    // A reset is what a closed connection looks like to a client still sending.
    socket.on("error", () => {});
    socket.on("close", () => {
      closed = true;
    });
    const pump = () => {
      while (sent < size && !socket.destroyed) {
        sent += chunk.byteLength;
        if (!socket.write(`${chunk.byteLength.toString(16)}\r\n${chunk}\r\n`))
          return socket.once("drain", pump);
      }
      if (!socket.destroyed) socket.write(`0\r\n\r\n${then}`);
    };
    socket.write(`POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nTransfer-Encoding: chunked\r\n\r\n`);
    pump();
    return {
      socket,
      sent: () => sent,
      closed: () => closed,
      answers: () => [...answered.matchAll(/^HTTP\/1\.1 (\d{3})/gm)].map((match) => Number(match[1])),
    };
  }

  it("lets the answer out as soon as a body that never ends passes the limit", async () => {
    const client = send("/", Number.POSITIVE_INFINITY);
    await vi.waitFor(() => expect(client.answers()).toEqual([413]), { timeout: 5_000 });
    expect(client.closed()).toBe(false);
    client.socket.destroy();
  });

  it("drops the rest of the body, and the connection serves the next request", async () => {
    const next = "GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 0\r\n\r\n";
    const client = send("/", 3 * LIMIT, next);
    await vi.waitFor(() => expect(client.answers()).toEqual([413, 200]), { timeout: 5_000 });
    expect(client.sent()).toBe(3 * LIMIT);
    client.socket.destroy();
  });

  it("closes the connection of a client that goes on sending past the linger", async () => {
    const client = send("/linger", Number.POSITIVE_INFINITY);
    await vi.waitFor(() => expect(client.closed()).toBe(true), { timeout: 5_000 });
    expect(client.answers()).toEqual([413]);
  });

  it("does nothing outside a request", () => {
    expect(() => endRequestBody()).not.toThrow();
  });
});
