import { describe, expect, it } from "vitest";
import { quoteState } from "./quote-list.tsx";

describe("where a quote stands, as the client reads it", () => {
  it("waits for an answer while valid, and has expired after its day", () => {
    expect(quoteState({ status: "sent", is_expired: false })).toEqual({
      key: "awaiting",
      label: "Awaiting your answer",
    });
    expect(quoteState({ status: "sent", is_expired: true })).toEqual({ key: "expired", label: "Expired" });
  });

  it("says how it was decided", () => {
    expect(quoteState({ status: "accepted", is_expired: false }).label).toBe("Accepted");
    expect(quoteState({ status: "declined", is_expired: false }).label).toBe("Declined");
    expect(quoteState({ status: "withdrawn", is_expired: false }).label).toBe("Withdrawn");
  });
});
