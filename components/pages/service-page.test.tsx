import { beforeAll, describe, expect, it } from "vitest";
import { servicePageSlugs } from "../../lib/content/service-pages.ts";
import { runLocalQuery } from "../../lib/sanity/groq-local.ts";
import { servicePageQuery, servicePageSlugsQuery } from "../../lib/sanity/queries.ts";
import { fetchResolved } from "../../lib/sanity/resolve.ts";
import type { LocalDataset } from "../../lib/sanity/seed-dataset.ts";
import { seedDataset } from "../../tests/fixtures/content/load-seed.ts";
import {
  collectCopy,
  decode,
  readable,
  seedWithChangedCopy,
} from "../../tests/fixtures/sections/copy-for-test.ts";
import { renderSection } from "../../tests/fixtures/sections/render-for-test.tsx";
import { type ServiceContent, ServicePage } from "./service-page.tsx";

async function serviceContent(dataset: LocalDataset, slug: string): Promise<ServiceContent> {
  const content = await fetchResolved<ServiceContent | null>(
    (query, params) => runLocalQuery(dataset, query, params),
    servicePageQuery,
    { id: `service-${slug}` },
  );
  if (!content) throw new Error(`no service page ${slug}`);
  return content;
}

const ANALYZER_SLOT = <form aria-label="analyzer slot" />;

const render = (content: ServiceContent) =>
  decode(renderSection(<ServicePage content={content} analyzer={ANALYZER_SLOT} />));

/** The href of the link whose text starts with the label. */
function hrefOf(html: string, label: string): string[] {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return [...html.matchAll(new RegExp(`<a[^>]*href="([^"]*)"[^>]*>${escaped}<`, "g"))].map((m) => m[1] ?? "");
}

const pages = new Map<string, { content: ServiceContent; html: string }>();

beforeAll(async () => {
  const dataset = seedDataset();
  for (const slug of servicePageSlugs) {
    const content = await serviceContent(dataset, slug);
    pages.set(slug, { content, html: render(content) });
  }
});

const page = (slug: string) => {
  const found = pages.get(slug);
  if (!found) throw new Error(slug);
  return found;
};

/** What each service page shows, word for word: hero buttons, capability cards, banner title and buttons. */
const specPages: Record<
  string,
  { hero?: [string, string]; cards?: string[]; banner?: [string, string, string] }
> = {
  "cloud-solutions": {
    hero: ["Migrate to Cloud", "Get Assessment"],
    banner: ["Ready to Move to the Cloud?", "Start Migration", "Cloud Assessment"],
  },
  "seo-insights": {
    hero: ["Try Free SEO Analyzer", "Get Professional Audit"],
    cards: ["Advanced Analytics", "Keyword Strategy", "Growth Optimization", "Visibility Enhancement"],
    banner: ["Ready to Dominate Search Results?", "Get Professional Audit", "View Case Studies"],
  },
  "brand-identity": {
    hero: ["Build Your Brand", "Get Consultation"],
    cards: ["Strategic Positioning", "Visual Identity", "Emotional Connection", "Brand Consistency"],
    banner: ["Ready to Build Your Brand?", "Start Branding", "View Brand Work"],
  },
  "digital-campaigns": {
    hero: ["Launch Campaign", "Get Strategy"],
    cards: ["Targeted Strategy", "Growth Focused", "Community Building", "Data-Driven ROI"],
    banner: ["Ready to Launch Your Campaign?", "Start Campaign", "View Case Studies"],
  },
  "experience-optimization": {
    hero: ["Optimize Experience", "Learn About AEO"],
    cards: ["AI-Powered Analysis", "Real-time Optimization", "Precision Targeting", "Future-Ready AEO"],
    banner: ["Ready for AI-Powered Optimization?", "Start AEO Journey", "Explore AEO"],
  },
};

describe("service pages", () => {
  it("exist for the eight service routes of the spec", async () => {
    const slugs = await runLocalQuery<string[]>(seedDataset(), servicePageSlugsQuery, {});
    expect([...slugs].sort()).toEqual([...servicePageSlugs].sort());
  });

  it.each(servicePageSlugs)(
    "%s: one h1, a category label, four capability cards (#capabilities), a banner",
    (slug) => {
      const { content, html } = page(slug);
      expect(html.match(/<h1\b/g)).toHaveLength(1);
      expect(html).toMatch(new RegExp(`<h1[^>]*>${content.hero.title.replace(/[&]/g, "&")}</h1>`));
      expect(html).toContain(`>${content.hero.label}<`);
      expect(html).toContain('id="capabilities"');
      expect(html.match(/data-capability=""/g)).toHaveLength(4);
      expect(html).toContain('id="get-started"');
    },
  );

  it.each(servicePageSlugs)(
    "%s: the secondary hero button and the banner's primary go to /#contact",
    (slug) => {
      const { content, html } = page(slug);
      expect(hrefOf(html, content.hero.secondary.label)).toContain("/#contact");
      expect(hrefOf(html, content.banner.primary.label)).toContain("/#contact");
      for (const cta of [
        content.hero.primary,
        content.hero.secondary,
        content.banner.primary,
        content.banner.secondary,
      ]) {
        expect(hrefOf(html, cta.label).length, cta.label).toBeGreaterThan(0);
        expect(
          hrefOf(html, cta.label).every((href) => href !== "" && href !== "#"),
          cta.label,
        ).toBe(true);
      }
    },
  );

  it.each(Object.entries(specPages))("%s: the buttons, cards and banner the spec names", (slug, spec) => {
    const { html } = page(slug);
    const [primary, secondary] = spec.hero ?? [];
    if (primary && secondary) {
      expect(hrefOf(html, primary).length, primary).toBeGreaterThan(0);
      expect(hrefOf(html, secondary)).toContain("/#contact");
    }
    for (const card of spec.cards ?? []) expect(html).toContain(`>${card}</h3>`);
    if (spec.banner) {
      const [title, bannerPrimary, bannerSecondary] = spec.banner;
      expect(html).toContain(`>${title}</h2>`);
      expect(hrefOf(html, bannerPrimary)).toContain("/#contact");
      expect(hrefOf(html, bannerSecondary).length).toBeGreaterThan(0);
    }
  });

  it.each(["web-development", "mobile-applications", "web-applications"])(
    "%s: feature cards, a numbered list and 'Get Quote' / 'Start Your Project' to /#contact",
    (slug) => {
      const { content, html } = page(slug);
      expect(html).toContain('id="features"');
      expect(content.features?.cards.length).toBe(4);
      expect(html).toContain('id="process"');
      expect(html).toMatch(/<ol\b/);
      expect(hrefOf(html, "Get Quote").length).toBeGreaterThan(0);
      expect(hrefOf(html, "Start Your Project").length).toBeGreaterThan(0);
      expect(new Set([...hrefOf(html, "Get Quote"), ...hrefOf(html, "Start Your Project")])).toEqual(
        new Set(["/#contact"]),
      );
    },
  );

  it("web applications lists eight capabilities", () => {
    expect(page("web-applications").content.processList?.items).toHaveLength(8);
  });

  it("cloud solutions has the expertise grid and eight service tiles", () => {
    const { html } = page("cloud-solutions");
    for (const title of [
      "Multi-Cloud Strategy",
      "Enterprise Security",
      "Data Management",
      "Global Infrastructure",
    ]) {
      expect(html).toContain(`>${title}</h3>`);
    }
    for (const title of [
      "Cloud Migration",
      "Infrastructure as Code",
      "Container Orchestration",
      "Serverless Architecture",
      "DevOps Implementation",
      "Monitoring & Analytics",
      "Disaster Recovery",
      "Cost Optimization",
    ]) {
      expect(html).toContain(`>${title}</h3>`);
    }
    expect(html).toContain('id="cloud-expertise"');
    expect(html).toContain('id="cloud-services"');
  });

  it("embeds the analyzer on SEO & Insights only, and 'Try Free SEO Analyzer' points at it", () => {
    const seo = page("seo-insights").html;
    expect(seo).toMatch(/<section[^>]*id="seo-analyzer"/);
    expect(seo).toContain('aria-label="analyzer slot"');
    expect(hrefOf(seo, "Try Free SEO Analyzer")).toEqual(["#seo-analyzer"]);
    for (const slug of servicePageSlugs.filter((s) => s !== "seo-insights")) {
      expect(page(slug).html).not.toContain('aria-label="analyzer slot"');
    }
  });

  it("buttons linked to #quote open the quote dialog when the page mounts one, else lead to /#contact", () => {
    const { content } = page("cloud-solutions");
    expect(content.hero.primary.href).toBe("#quote");
    expect(hrefOf(page("cloud-solutions").html, "Migrate to Cloud")).toEqual(["/#contact"]);
    const html = decode(
      renderSection(
        <ServicePage
          content={content}
          renderQuoteButton={(label) => <button type="button">{`quote:${label}`}</button>}
        />,
      ),
    );
    expect(html).toContain("quote:Migrate to Cloud");
    expect(html).toContain("quote:Cloud Assessment");
    expect(hrefOf(html, "Get Assessment")).toEqual(["/#contact"]);
    expect(hrefOf(html, "Start Migration")).toEqual(["/#contact"]);
  });

  it("never sends the buttons the spec pins to /#contact to the dialog", () => {
    for (const slug of servicePageSlugs) {
      const { content } = page(slug);
      expect(content.hero.secondary.href, slug).toBe("/#contact");
      expect(content.banner.primary.href, slug).toBe("/#contact");
    }
  });

  it.each(servicePageSlugs)("%s renders every string the service query returns", (slug) => {
    const { content, html } = page(slug);
    const text = readable(html);
    // The referenced service supplies the icon and gradient; its card copy belongs to the home page.
    const { service: _service, ...pageCopy } = content;
    const missing = [...collectCopy(pageCopy)].filter((copy) => !text.includes(copy));
    expect(missing).toEqual([]);
  });

  it("hard-codes no copy: with every string changed, no page shows any of the original", async () => {
    const dataset = seedDataset(seedWithChangedCopy());
    for (const slug of servicePageSlugs) {
      const changed = readable(render(await serviceContent(dataset, slug)));
      const originals = [...collectCopy(page(slug).content)].filter((text) => text.length >= 3);
      expect(originals.length).toBeGreaterThan(15);
      expect(
        originals.filter((text) => changed.includes(text)),
        slug,
      ).toEqual([]);
    }
  });
});
