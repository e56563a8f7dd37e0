import { describe, expect, it } from "vitest";
import { icoFromPngs } from "./ico.ts";

describe("icoFromPngs", () => {
  it("writes the ICO header, one directory entry per image and the images after them", () => {
    const a = Buffer.from("first-png");
    const b = Buffer.from("second");
    const ico = icoFromPngs([
      { size: 16, png: a },
      { size: 256, png: b },
    ]);
    expect(ico.readUInt16LE(0)).toBe(0);
    expect(ico.readUInt16LE(2)).toBe(1);
    expect(ico.readUInt16LE(4)).toBe(2);
    const first = 6;
    const second = 6 + 16;
    expect(ico.readUInt8(first)).toBe(16);
    // 256 px is written as 0, as the format requires.
    expect(ico.readUInt8(second)).toBe(0);
    expect(ico.readUInt32LE(first + 8)).toBe(a.length);
    const firstOffset = ico.readUInt32LE(first + 12);
    const secondOffset = ico.readUInt32LE(second + 12);
    expect(firstOffset).toBe(6 + 16 * 2);
    expect(ico.subarray(firstOffset, firstOffset + a.length).toString()).toBe("first-png");
    expect(ico.subarray(secondOffset).toString()).toBe("second");
  });
});
