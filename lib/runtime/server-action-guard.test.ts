import { describe, expect, it } from "vitest";
import { multipart } from "../../tests/security/action-corpus.ts";
import { ACTION_MAX_NESTING, jsonNesting, refuseMalformedAction } from "./server-action-guard.ts";

const SITE = "http://site.example";

function actionCall(body: string, headers: Record<string, string> = {}) {
  return new Request(`${SITE}/contact`, {
    method: "POST",
    body,
    headers: {
      "next-action": "abc",
      "content-type": "text/plain;charset=UTF-8",
      origin: SITE,
      host: "site.example",
      ...headers,
    },
  });
}

describe("jsonNesting", () => {
  it("counts arrays and objects, not brackets inside strings", () => {
    expect(jsonNesting('[{"a":[1]}]')).toBe(3);
    expect(jsonNesting('["[[[[", "\\"[[["]')).toBe(1);
    expect(jsonNesting("5")).toBe(0);
  });
});

describe("refuseMalformedAction", () => {
  it("lets a well-formed call and anything that is not an action call through", async () => {
    expect(await refuseMalformedAction(actionCall('[{"email":"a@b.c"}]'))).toBeNull();
    expect(
      await refuseMalformedAction(new Request(`${SITE}/contact`, { method: "POST", body: "{" })),
    ).toBeNull();
  });

  it.each([
    ["not JSON", actionCall('[{"email":'), 400],
    [
      "nested too deep",
      actionCall(`${"[".repeat(ACTION_MAX_NESTING + 1)}${"]".repeat(ACTION_MAX_NESTING + 1)}`),
      400,
    ],
    ["over 1 MB", actionCall(`["${"x".repeat(1024 * 1024)}"]`), 413],
    ["from another site", actionCall("[]", { origin: "https://evil.example" }), 403],
    ["from an Origin that is no URL", actionCall("[]", { origin: "null" }), 403],
  ])("refuses a call %s", async (_name, request, status) => {
    const response = await refuseMalformedAction(request);
    expect(response?.status).toBe(status);
    expect((await response?.json())?.message).toMatch(/^[A-Z].+\.$/);
  });

  it.each([
    ["application/json", { "content-type": "application/json" }],
    ["no Content-Type", { "content-type": "" }],
  ])("reads a %s body as the action's JSON too", async (_name, headers) => {
    const deep = `${"[".repeat(1000)}${"]".repeat(1000)}`;
    expect((await refuseMalformedAction(actionCall(deep, headers)))?.status).toBe(400);
    expect((await refuseMalformedAction(actionCall("[{bad", headers)))?.status).toBe(400);
    expect(await refuseMalformedAction(actionCall("[]", headers))).toBeNull();
  });

  it("stops reading a body without a length once it passes 1 MB", async () => {
    let sent = 0;
    const chunk = new TextEncoder().encode("x".repeat(64 * 1024));
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        // An endless body: only a reader that stops can answer.
        sent += chunk.byteLength;
        controller.enqueue(chunk);
      },
    });
    const request = new Request(`${SITE}/contact`, {
      method: "POST",
      body,
      duplex: "half",
      headers: {
        "next-action": "abc",
        "content-type": "application/json",
        origin: SITE,
        host: "site.example",
      },
    } as RequestInit);
    expect((await refuseMalformedAction(request))?.status).toBe(413);
    expect(sent).toBeLessThan(2 * 1024 * 1024);
  });

  it.each([
    [
      "a FormData argument",
      [
        ["0", '["$K1"]'],
        ["1_name", "Ada"],
        ["1_file", { file: "x" }],
      ],
    ],
    [
      "a Map and a Set",
      [
        ["0", '[{"m":"$Q1","s":"$W2"}]'],
        ["1", '[["a",1]]'],
        ["2", '["b"]'],
      ],
    ],
    [
      "a file",
      [
        ["0", '["$B1"]'],
        ["1", { file: "bytes" }],
      ],
    ],
    [
      "an outlined value",
      [
        ["0", '["$1"]'],
        ["1", '{"email":"a@b.c"}'],
      ],
    ],
  ] as const)("lets a well-formed multipart call with %s through", async (_name, fields) => {
    const body = multipart(fields.map(([name, value]) => [name, value]));
    const request = new Request(`${SITE}/contact`, {
      method: "POST",
      body,
      headers: {
        "next-action": "abc",
        "content-type": "multipart/form-data; boundary=----fuzzBoundary7MA4YWxkTrZu0gW",
        origin: SITE,
        host: "site.example",
      },
    });
    expect(await refuseMalformedAction(request)).toBeNull();
  });

  it.each([
    ["a server reference", '["$F0"]', 400],
    ["a Map it does not hold", '[{"a":"$Q1"}]', 400],
    ["a BigInt that is no number", '["$n12x"]', 400],
    ["an escaped dollar, a date and undefined", '["$$F0","$D2026-01-01","$undefined"]', null],
  ])("reads %s in a JSON call", async (_name, body, status) => {
    expect((await refuseMalformedAction(actionCall(body)))?.status ?? null).toBe(status);
  });
});
