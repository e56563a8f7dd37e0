import { describe, expect, it } from "vitest";
import type { PageLoad } from "../../lib/seo/page-load.ts";
import { formatBytes, formatLoadTime, loadDetail } from "./load-detail.ts";

const measured: PageLoad = {
  seconds: 1.24,
  bytes: 312 * 1024,
  filesFound: 6,
  filesTimed: 6,
  filesFailed: 0,
  unmeasured: null,
};

describe("formatLoadTime", () => {
  it("rounds to one decimal", () => {
    expect([formatLoadTime(0.004), formatLoadTime(1.25), formatLoadTime(3)]).toEqual([
      "0.0s",
      "1.3s",
      "3.0s",
    ]);
  });

  it("says when the time could not be measured instead of showing 0", () => {
    expect(formatLoadTime(null)).toBe("Not measured");
  });
});

describe("formatBytes", () => {
  it("uses KB below a megabyte and MB with one decimal above", () => {
    expect([formatBytes(20_000), formatBytes(3 * 1024 * 1024 + 200_000)]).toEqual(["20 KB", "3.2 MB"]);
  });
});

describe("loadDetail", () => {
  it("gives the page weight and what it counts", () => {
    expect(loadDetail(measured)).toBe("Page weight 312 KB: the HTML and 6 files.");
    expect(loadDetail({ ...measured, filesFound: 1, filesTimed: 1 })).toBe(
      "Page weight 312 KB: the HTML and 1 file.",
    );
  });

  it("says when the HTML is all there is", () => {
    expect(loadDetail({ ...measured, bytes: 900, filesFound: 0, filesTimed: 0 })).toBe(
      "Page weight 1 KB: the HTML, which needs no other files.",
    );
  });

  it("says when only the first files were timed, and how many failed", () => {
    expect(loadDetail({ ...measured, filesFound: 25, filesTimed: 20, filesFailed: 2 })).toBe(
      "Page weight 312 KB: the HTML and the first 20 of 25 files, 2 of which failed to download.",
    );
  });

  it("gives the reason when nothing could be measured", () => {
    const reason = "The page's files were still downloading after 5 seconds.";
    expect(loadDetail({ ...measured, seconds: null, bytes: null, unmeasured: reason })).toBe(reason);
  });
});
