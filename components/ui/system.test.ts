import { describe, expect, it, vi } from "vitest";
import { system } from "./system.ts";

describe("design system", () => {
  it("keeps Chakra's button variants and makes every button a pill", () => {
    const button = system.getRecipe("button");
    expect(button?.base).toMatchObject({ borderRadius: "full", fontWeight: "semibold" });
    expect(Object.keys(button?.variants?.variant ?? {})).toEqual(
      expect.arrayContaining(["solid", "outline", "ghost", "subtle"]),
    );
  });

  it("turns buttons on a brand band white with cardinal text", () => {
    expect(system.getRecipe("surfaceCard")?.variants?.tone?.brand).toMatchObject({ colorPalette: "onBrand" });
    expect(system.tokens.getByName("colors.onBrand.solid")?.value).toBe("white");
    expect(system.tokens.getByName("colors.onBrand.contrast")?.value).toBe("var(--chakra-colors-brand-700)");
  });

  it("defines the cardinal red palette and the brand tokens that colorPalette=brand relies on", () => {
    expect(system.token("colors.brand.600")).toBe("#c41e3a");
    for (const token of ["solid", "contrast", "fg", "muted", "subtle", "emphasized", "focusRing"]) {
      expect(system.tokens.getByName(`colors.brand.${token}`), token).toBeDefined();
    }
  });

  it("gives cards, controls and small parts the site's radii, not Chakra's smaller defaults", () => {
    expect(system.tokens.getByName("radii.l1")?.originalValue).toBe("0.375rem");
    expect(system.tokens.getByName("radii.l2")?.originalValue).toBe("0.625rem");
    expect(system.tokens.getByName("radii.l3")?.originalValue).toBe("1rem");
  });

  it("registers the site's own recipes", () => {
    expect(system.getRecipe("surfaceCard")).toBeDefined();
    expect(system.getSlotRecipe("sectionHeading")?.slots).toEqual(["root", "eyebrow", "title", "text"]);
  });
});

describe("css() output", () => {
  // Each case gets its own system (its own memo cache), as the server and a browser each have theirs.
  async function freshSystem() {
    vi.resetModules();
    return (await import("./system.ts")).system;
  }

  it("depends on the styles as written, not on which order of the same props an earlier element used", async () => {
    const first = await freshSystem();
    first.css({ textStyle: "sm", color: "fg.muted" });
    const afterReversed = JSON.stringify(first.css({ color: "fg.muted", textStyle: "sm" }));

    const second = await freshSystem();
    const fresh = JSON.stringify(second.css({ color: "fg.muted", textStyle: "sm" }));
    expect(afterReversed).toBe(fresh);
  });

  it("keeps each caller's own order, so the later of a shorthand and its longhand still wins", async () => {
    const css = (await freshSystem()).css;
    expect(Object.keys(css({ gap: "4", columnGap: "8" }))).toEqual(["gap", "columnGap"]);
    expect(Object.keys(css({ columnGap: "8", gap: "4" }))).toEqual(["columnGap", "gap"]);
    expect(Object.keys(css({ gap: "4", columnGap: "8" }))).toEqual(["gap", "columnGap"]);
  });
});
