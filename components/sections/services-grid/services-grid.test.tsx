import { describe, expect, it } from "vitest";
import { renderSection, seedHomeContent } from "../../../tests/fixtures/sections/render-for-test.tsx";
import { ServicesGrid } from "./services-grid.tsx";

describe("ServicesGrid", () => {
  it("renders one linked card per service, in the editors' order", async () => {
    const { services } = await seedHomeContent();
    const html = renderSection(<ServicesGrid services={services} />);
    expect(html).toContain('id="services"');
    const hrefs = [...html.matchAll(/<a[^>]*href="(\/services\/[^"]+)"/g)].map((match) => match[1]);
    expect(hrefs).toEqual(services.items.map((item) => item.href));
    expect(html.match(/Learn more/g)).toHaveLength(services.items.length);
  });

  it("shows whatever the content holds: one card for one service", async () => {
    const { services } = await seedHomeContent();
    const [first] = services.items;
    if (!first) throw new Error("no services");
    const html = renderSection(<ServicesGrid services={{ ...services, items: [first] }} />);
    expect(html.match(/data-service-card=""/g)).toHaveLength(1);
  });
});
