import { describe, expect, it } from "vitest";
import {
  expectInOrder,
  renderSection,
  seedHomeContent,
} from "../../../tests/fixtures/sections/render-for-test.tsx";
import { About, stepNumber } from "./about.tsx";

describe("About", () => {
  it("numbers the steps from their position", async () => {
    const { about } = await seedHomeContent();
    const reversed = { ...about, steps: [...about.steps].reverse() };
    const html = renderSection(<About about={reversed} />);
    const numbers = [...html.matchAll(/>(\d{2})</g)].map((match) => match[1]);
    expect(numbers).toEqual(["01", "02", "03", "04"]);
    // Reversed, the last step (Ongoing) is now numbered 01 and the first (30-60 mins) 04.
    expectInOrder(html, ">01<", ">Ongoing<", ">02<");
    expectInOrder(html, ">04<", ">30-60 mins<");
    expect(stepNumber(0)).toBe("01");
    expect(stepNumber(11)).toBe("12");
  });
});
