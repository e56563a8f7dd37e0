import { describe, expect, it } from "vitest";
import { HEADER_SCROLL_THRESHOLD, isHeaderCondensed } from "./header-scroll.ts";

describe("isHeaderCondensed", () => {
  it("keeps the open style at the top and up to the threshold", () => {
    expect(isHeaderCondensed(0)).toBe(false);
    expect(isHeaderCondensed(HEADER_SCROLL_THRESHOLD)).toBe(false);
  });

  it("condenses once the page is scrolled more than 20 px", () => {
    expect(HEADER_SCROLL_THRESHOLD).toBe(20);
    expect(isHeaderCondensed(21)).toBe(true);
    expect(isHeaderCondensed(4000)).toBe(true);
  });
});
