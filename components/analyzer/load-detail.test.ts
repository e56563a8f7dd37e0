import { describe, expect, it } from "vitest";
import { es } from "../../lib/i18n/dictionaries/es.ts";
import type { PageLoad } from "../../lib/seo/page-load.ts";
import { analyzerWords } from "../../lib/seo/words.ts";
import {
  formatBytes as bytesIn,
  loadDetail as detailIn,
  formatLoadTime as loadTimeIn,
} from "./load-detail.ts";

const formatLoadTime = (seconds: number | null) => loadTimeIn(seconds, analyzerWords, "en");
const formatBytes = (bytes: number) => bytesIn(bytes, analyzerWords, "en");
const loadDetail = (load: PageLoad) => detailIn(load, analyzerWords, "en");

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
    const unmeasured = { id: "loadTimedOut" as const, values: { seconds: 5 } };
    expect(loadDetail({ ...measured, seconds: null, bytes: null, unmeasured })).toBe(
      "The page's files were still downloading after 5 seconds.",
    );
  });
});

describe("the load line in Spanish", () => {
  const words = es.analyzer;
  it("writes seconds and sizes in es-US numbers, with Spanish words", () => {
    expect(loadTimeIn(1.25, words, "es")).toBe("1.3 s");
    expect(loadTimeIn(null, words, "es")).toBe("Sin medir");
    expect(bytesIn(3 * 1024 * 1024 + 200_000, words, "es")).toBe("3.2 MB");
    expect(detailIn(measured, words, "es")).toBe("Peso de la página 312 KB: el HTML y 6 archivos.");
    expect(detailIn({ ...measured, filesFound: 1, filesTimed: 1 }, words, "es")).toBe(
      "Peso de la página 312 KB: el HTML y 1 archivo.",
    );
    expect(detailIn({ ...measured, filesFound: 25, filesTimed: 20, filesFailed: 2 }, words, "es")).toBe(
      "Peso de la página 312 KB: el HTML y los primeros 20 de 25 archivos; 2 no se pudieron descargar.",
    );
  });

  it("says in Spanish why nothing could be measured", () => {
    const unmeasured = {
      id: "loadFileTooLarge" as const,
      values: { url: "https://example.com/big.js", size: 2 },
    };
    expect(detailIn({ ...measured, seconds: null, bytes: null, unmeasured }, words, "es")).toBe(
      "https://example.com/big.js pesa más de 2 MB, más de lo que descargamos.",
    );
  });
});
