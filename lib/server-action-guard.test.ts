import { describe, expect, it } from "vitest";
import { ACTION_MAX_NESTING, jsonNesting, refuseMalformedAction } from "./server-action-guard";

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
});
