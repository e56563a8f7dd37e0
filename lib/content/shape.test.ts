import { describe, expect, it, vi } from "vitest";
import { fitForRender, fitToType } from "./shape.ts";

const hero = {
  _key: "h",
  _type: "homeHero",
  title: "Title",
  subtitle: "Subtitle",
  primary: { label: "Go", href: "/contact" },
  secondary: { label: "More", href: "/services" },
  stats: [
    { _key: "a", value: "1", label: "One" },
    { _key: "b", value: null, label: "Two" },
  ],
  image: { alt: null, asset: { url: "x" } },
};

describe("fitting a query answer to its stored type", () => {
  it("leaves out an optional part missing a required one, and drops such a list item", () => {
    const fitted = fitToType("homeHero", hero);
    expect(fitted.value?.image).toBeNull();
    expect(fitted.value?.stats.map((stat) => stat._key)).toEqual(["a"]);
    expect("left" in fitted && fitted.left).toEqual(['stats[_key=="b"].value', "image.alt"]);
  });

  it("names the required part a block cannot do without", () => {
    expect(fitToType("homeHero", { ...hero, primary: null })).toEqual({ value: null, missing: "primary" });
    expect(fitToType("homeHero", { ...hero, secondary: { label: "x", href: null } })).toEqual({
      value: null,
      missing: "secondary.href",
    });
  });

  it("takes a value of the wrong shape for no value (an object where copy belongs, an unknown icon)", () => {
    expect(fitToType("homeHero", { ...hero, title: { text: "x" } })).toMatchObject({ missing: "title" });
    const card = { _key: "c", icon: "no-such-icon", title: "T", description: "D" };
    const cards = fitToType("cardsBlock", { _type: "cardsBlock", heading: { title: "H" }, cards: [card] });
    expect(cards.value?.cards).toEqual([]);
  });

  it("leaves alone fields the query did not project", () => {
    expect(fitToType("homeHero", { title: "Only", subtitle: "these" })).toEqual({
      value: { title: "Only", subtitle: "these" },
      left: [],
    });
  });

  it("renders no block of an unknown type, and logs each problem of a source once", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    expect(fitForRender("noSuchBlock", {}, "page p block k")).toBeNull();
    for (let read = 0; read < 3; read += 1)
      fitForRender("homeHero", { ...hero, title: null }, "page p block h");
    expect(warn.mock.calls.map(([line]) => line)).toEqual([
      '[content] page p block k: no block type "noSuchBlock"; not rendered',
      "[content] page p block h (homeHero) lacks title; not rendered",
    ]);
    warn.mockRestore();
  });
});
