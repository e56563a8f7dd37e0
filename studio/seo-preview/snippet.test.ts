import { describe, expect, it } from "vitest";
import { displayUrl, lengthLabel, lengthVerdict, SEARCH_LIMITS, truncateAt } from "./snippet.ts";

describe("truncateAt", () => {
  it("keeps text that fits, with its spaces tidied", () => {
    expect(truncateAt("  Careers at  Cardinal ", 60)).toEqual({
      text: "Careers at Cardinal",
      truncated: false,
    });
    expect(truncateAt("x".repeat(60), 60).truncated).toBe(false);
  });

  it("cuts longer text at the last whole word that fits and adds an ellipsis", () => {
    const title = "Web Development Services in Houston, Dubai and Irvine for Growing Companies";
    const shown = truncateAt(title, SEARCH_LIMITS.title.max);
    expect(shown).toEqual({
      text: "Web Development Services in Houston, Dubai and Irvine for…",
      truncated: true,
    });
    expect(shown.text.length).toBeLessThanOrEqual(SEARCH_LIMITS.title.max + 1);
  });

  it("drops the punctuation before the cut and cuts inside one long word", () => {
    expect(truncateAt("Alpha beta, gamma delta", 12).text).toBe("Alpha beta…");
    expect(truncateAt("Supercalifragilistic", 10).text).toBe("Supercalif…");
  });
});

describe("length counters", () => {
  it("judges a length against the recommended range", () => {
    expect(lengthVerdict(0, SEARCH_LIMITS.title)).toBe("empty");
    expect(lengthVerdict(12, SEARCH_LIMITS.title)).toBe("short");
    expect(lengthVerdict(45, SEARCH_LIMITS.title)).toBe("good");
    expect(lengthVerdict(61, SEARCH_LIMITS.title)).toBe("long");
    expect(lengthVerdict(160, SEARCH_LIMITS.description)).toBe("good");
    expect(lengthVerdict(161, SEARCH_LIMITS.description)).toBe("long");
  });

  it("words the counter", () => {
    expect(lengthLabel(58, SEARCH_LIMITS.title)).toBe("58 characters · recommended 30–60");
    expect(lengthLabel(1, SEARCH_LIMITS.title)).toBe("1 character · recommended 30–60");
  });
});

describe("addresses", () => {
  it("shows a result's address as host and path segments", () => {
    expect(displayUrl("www.cardinalhouston.com", "/services/web-development")).toBe(
      "cardinalhouston.com › services › web-development",
    );
    expect(displayUrl("localhost:3000", "/")).toBe("localhost:3000");
  });
});
