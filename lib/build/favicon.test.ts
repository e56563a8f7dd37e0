import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { drawFavicon, FAVICON_ICO } from "./favicon.ts";

describe("app/favicon.ico", () => {
  it("is app/icon.svg drawn at 16, 32 and 48 px (run `npm run favicon` after changing the mark)", async () => {
    expect(readFileSync(FAVICON_ICO).equals(await drawFavicon())).toBe(true);
  });
});
