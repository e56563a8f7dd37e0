import type { PageFacts, TechnicalSeo } from "./types.ts";

/** A page that passes every check; tests override the one fact they are about. */
export function perfectPage(): { technicalSEO: TechnicalSeo; facts: PageFacts } {
  return {
    technicalSEO: {
      hasSSL: true,
      hasRobotsTxt: true,
      hasSitemap: true,
      metaTags: { title: true, description: true, keywords: false, viewport: true },
      headings: { h1Count: 1, h2Count: 2, hasProperStructure: true },
      images: { total: 4, withoutAlt: 0, oversized: 0 },
    },
    facts: {
      requestedUrl: "https://example.com/",
      finalUrl: "https://example.com/",
      redirects: [],
      httpRedirectsToHttps: true,
      statusCode: 200,
      htmlBytes: 20_000,
      title: "A title that is long enough to count",
      titleLength: 36,
      description: "d".repeat(155),
      descriptionLength: 155,
      keywords: null,
      viewport: "width=device-width, initial-scale=1",
      zoomAllowed: true,
      canonical: "https://example.com/",
      lang: "en",
      noindex: false,
      openGraph: {
        title: "T",
        description: "D",
        image: "https://example.com/og.png",
        url: "https://example.com/",
      },
      headingOutline: [1, 2, 2],
      imagesUnchecked: 0,
      sitemapUrl: "https://example.com/sitemap.xml",
      robotsBlockingRule: null,
      load: {
        seconds: 0.4,
        bytes: 150_000,
        filesFound: 5,
        filesTimed: 5,
        filesFailed: 0,
        unmeasured: null,
      },
    },
  };
}
