import { describe, expect, it, vi } from "vitest";
import { END_DRAFT_MODE_PATH, endDraftMode } from "./draft-mode.tsx";

describe("endDraftMode", () => {
  it("sends a beacon, the request a closing tab still sends, and nothing else", () => {
    const beacon = vi.fn(() => true);
    const fetchImpl = vi.fn(async () => new Response(null, { status: 204 }));
    endDraftMode(fetchImpl, beacon);
    expect(beacon).toHaveBeenCalledWith(END_DRAFT_MODE_PATH);
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it("posts with keepalive when the beacon cannot be queued", () => {
    const fetchImpl = vi.fn(async () => new Response(null, { status: 204 }));
    endDraftMode(fetchImpl, () => false);
    expect(fetchImpl).toHaveBeenCalledWith(END_DRAFT_MODE_PATH, {
      method: "POST",
      keepalive: true,
      credentials: "same-origin",
    });
  });
});
