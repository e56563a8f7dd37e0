import { describe, expect, it } from "vitest";
import { QUOTE_DIALOG_HREF } from "../../../lib/content/page-sections.ts";
import { servicePageQuery } from "../../../lib/sanity/queries.ts";
import type { ServicePageQueryResult } from "../../../lib/sanity/sanity.types.ts";
import {
  expectInOrder,
  renderSection,
  seedContent,
  textsOf,
} from "../../../tests/fixtures/sections/render-for-test.tsx";
import { ServiceHero } from "./service-hero.tsx";

const seedPage = () =>
  seedContent<ServicePageQueryResult>(servicePageQuery, { id: "service-web-development" });

describe("ServiceHero", () => {
  it("opens the page with its one h1, the label above it and both buttons", async () => {
    const { hero, service } = await seedPage();
    const html = renderSection(<ServiceHero hero={hero} icon={service?.icon ?? "code"} gradient="crimson" />);
    expect(textsOf(html, "h1")).toEqual([hero.title]);
    expect(html).toMatch(/<section[^>]*aria-labelledby="service-title"/);
    expectInOrder(html, hero.label, "<h1");
    expect(html).toContain(hero.description);
    expect(textsOf(html, "a")).toEqual([hero.primary.label, hero.secondary.label]);
  });

  it("a button pointing at the quote dialog opens it where the page mounts one, else leads to contact", async () => {
    const { hero } = await seedPage();
    const quoting = { ...hero, primary: { label: "Get a quote", href: QUOTE_DIALOG_HREF } };
    const withDialog = renderSection(
      <ServiceHero
        hero={quoting}
        icon="code"
        gradient="crimson"
        renderQuote={(label) => <button type="button">{label} (dialog)</button>}
      />,
    );
    expect(textsOf(withDialog, "button")).toEqual(["Get a quote (dialog)"]);
    const without = renderSection(<ServiceHero hero={quoting} icon="code" gradient="crimson" />);
    expect(without).toMatch(/<a[^>]*href="\/#contact"[^>]*>Get a quote/);
  });
});
