import { afterEach, describe, expect, it, vi } from "vitest";
import { collectionPages } from "./collection-slugs.ts";

const translation = (slug: string, createdAt: string) => ({ slug, _createdAt: createdAt });
const row = (
  id: string,
  en: string,
  createdAt: string,
  es: ReturnType<typeof translation> | null = null,
) => ({
  id,
  en,
  _createdAt: createdAt,
  es,
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe("the pages of a collection", () => {
  it("are at their English slug, and in Spanish at their translation's slug or their English one", () => {
    expect(
      collectionPages("service", [
        row(
          "service-web",
          "web-development",
          "2026-01-01T00:00:00Z",
          translation("desarrollo-web", "2026-02-01T00:00:00Z"),
        ),
        row("service-cloud", "cloud-solutions", "2026-01-01T00:00:00Z"),
      ]),
    ).toEqual({
      "web-development": { id: "service-web", es: "desarrollo-web", translated: true },
      "cloud-solutions": { id: "service-cloud", es: "cloud-solutions", translated: false },
    });
  });

  it("leave an English slug to the document created first, whatever order the lake lists them in", () => {
    const warned = vi.spyOn(console, "warn").mockImplementation(() => {});
    const first = row(
      "service-b",
      "web-development",
      "2026-01-01T00:00:00Z",
      translation("desarrollo-web", "2026-03-01T00:00:00Z"),
    );
    const later = row(
      "service-a",
      "web-development",
      "2026-02-01T00:00:00Z",
      translation("web-a-la-medida", "2026-02-02T00:00:00Z"),
    );
    for (const rows of [
      [first, later],
      [later, first],
    ])
      expect(collectionPages("service", rows)).toEqual({
        "web-development": { id: "service-b", es: "desarrollo-web", translated: true },
      });
    // The later document has no page in either language: its translation is not served on its own.
    expect(warned).toHaveBeenCalledWith(
      expect.stringContaining("service service-a at /services/web-development: another page is there"),
    );
  });

  it("without creation stamps (the seed read as files), leave a slug to the lesser id", () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const unstamped = (id: string, en: string) => ({ id, en, _createdAt: null, es: null });
    expect(
      collectionPages("service", [unstamped("service-b", "web"), unstamped("service-a", "web")]),
    ).toEqual({
      web: { id: "service-a", es: "web", translated: false },
    });
  });

  it("leave a Spanish slug to a translation over an English document, then to the translation created first", () => {
    const warned = vi.spyOn(console, "warn").mockImplementation(() => {});
    const pages = collectionPages("caseStudy", [
      row(
        "case-late",
        "late-case",
        "2026-01-01T00:00:00Z",
        translation("portal-de-salud", "2026-03-01T00:00:00Z"),
      ),
      row(
        "case-first",
        "first-case",
        "2026-02-01T00:00:00Z",
        translation("portal-de-salud", "2026-02-02T00:00:00Z"),
      ),
      row("case-english", "portal-de-salud", "2025-01-01T00:00:00Z"),
    ]);
    expect(pages).toEqual({
      "first-case": { id: "case-first", es: "portal-de-salud", translated: true },
      "late-case": { id: "case-late", es: null, translated: false },
      "portal-de-salud": { id: "case-english", es: null, translated: false },
    });
    const lines = warned.mock.calls.map(([line]) => String(line));
    expect(
      lines.filter((line) => line.includes("case study case-late at /es/portafolio/portal-de-salud")),
    ).toHaveLength(1);
    expect(
      lines.filter((line) => line.includes("case study case-english at /es/portafolio/portal-de-salud")),
    ).toHaveLength(1);
  });
});
