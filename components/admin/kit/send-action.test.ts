import { describe, expect, it } from "vitest";
import { sendAction, UNREACHABLE } from "./send-action.ts";

describe("sendAction", () => {
  it("answers what the action answered", async () => {
    expect(
      await sendAction(async () => ({ ok: false, message: "Only admins can make this change." })),
    ).toEqual({
      ok: false,
      message: "Only admins can make this change.",
    });
    expect(await sendAction(async () => ({ ok: true, id: "a" }))).toEqual({ ok: true, id: "a" });
  });

  it("answers a request that never reached the server with a sentence to show", async () => {
    expect(await sendAction(() => Promise.reject(new TypeError("Failed to fetch")))).toEqual(UNREACHABLE);
    expect(UNREACHABLE.message).toBe("The server could not be reached. Please try again.");
  });
});
