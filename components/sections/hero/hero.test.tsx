import { describe, expect, it } from "vitest";
import { renderSection, seedHomeContent } from "../../../tests/fixtures/sections/render-for-test.tsx";
import { Hero } from "./hero.tsx";

describe("Hero", () => {
  it("has one h1, both buttons with their links and three figures", async () => {
    const { hero } = await seedHomeContent();
    const html = renderSection(<Hero hero={hero} />);
    expect(html.match(/<h1\b/g)).toHaveLength(1);
    expect(html).toMatch(/<h1[^>]*>Make an impact that matters<\/h1>/);
    expect(html).toMatch(/href="\/#contact"[^>]*>Get started/);
    expect(html).toMatch(/href="\/#services"[^>]*>Learn more/);
    expect(html.match(/<dd\b/g)).toHaveLength(3);
  });

  it("shows the editor's picture with its alternative text, and no empty column without one", async () => {
    const { hero } = await seedHomeContent();
    const html = renderSection(<Hero hero={hero} />);
    const img = html.match(/<img\b[^>]*>/)?.[0] ?? "";
    expect(img).toMatch(/\balt="Abstract artwork in cardinal red[^"]*"/);
    expect(img).toMatch(/\bsrc="[^"]*hero-home[^"]*\.svg"/);
    const bare = renderSection(<Hero hero={{ ...hero, image: null }} />);
    expect(bare).not.toContain("<img");
    expect(bare).not.toContain("7fr");
  });
});
