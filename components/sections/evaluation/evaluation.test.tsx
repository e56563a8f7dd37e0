import { describe, expect, it } from "vitest";
import { renderSection, seedHomeContent } from "../../../tests/fixtures/sections/render-for-test.tsx";
import { Evaluation } from "./evaluation.tsx";

describe("Evaluation", () => {
  it("titles the evaluation form and renders the form it is given", async () => {
    const { evaluation } = await seedHomeContent();
    const html = renderSection(<Evaluation heading={evaluation} form={<form aria-label="evaluation" />} />);
    expect(html).toMatch(/<h2[^>]*>Evaluate Your Project for Free<\/h2>/);
    expect(html).toContain('aria-label="evaluation"');
  });
});
