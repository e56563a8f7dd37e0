import { describe, expect, it } from "vitest";
import { system } from "./system";

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

  it("registers the site's own recipes", () => {
    expect(system.getRecipe("surfaceCard")).toBeDefined();
    expect(system.getSlotRecipe("sectionHeading")?.slots).toEqual(["root", "eyebrow", "title", "text"]);
  });
});
