import { PASSING_FAULT, type SeoErrorCode, seoErrorKinds } from "./errors.ts";
import type { CountUnit } from "./say.ts";

/**
 * Every word of the SEO analyzer in English: the form, its toasts and live status, the report, each
 * finding's title, description and advice, the load line and "How we score". The engine fills these same
 * entries for its own English answer (POST /api/seo/analyze), and the English dictionary takes them from
 * here, so each English sentence has one source; the Spanish dictionary words the same keys.
 * `{name}` slots are filled by `say`; a slot holding a count is worded by `counts` (one / other).
 */
export const analyzerWords = {
  heading: "SEO Analyzer",
  intro:
    "Enter a website URL to check its search basics: security, crawling, meta tags, structure and images.",
  form: {
    name: "SEO analyzer",
    url: "Website URL",
    placeholder: "Enter website URL (e.g., https://example.com)",
    analyze: "Analyze",
    analyzing: "Analyzing",
    preparing: "Preparing the report…",
  },
  status: {
    running: "Analyzing {url}",
    complete:
      "Analysis complete for {url}. SEO score {seoScore} out of 100, overall score {score} out of 100.",
    failed: "Analysis failed. {reason} {advice}",
  },
  /** The toasts as the catalogue (lib/runtime/toasts.ts) words them in English. */
  toasts: {
    emptyUrl: { title: "Error", description: "Please enter a valid URL" },
    complete: { title: "Analysis Complete", description: "SEO score: {seoScore}/100" },
    failed: { title: "Analysis Failed", description: "Unable to analyze the website. {reason} {advice}" },
    failedPlain: {
      title: "Analysis Failed",
      description: "Unable to analyze the website. Please try again.",
    },
  },
  /** Failures that have no message of the engine's own: the network, the answer, an address too long. */
  failures: {
    unreachable: {
      reason: "We could not reach the analyzer.",
      advice: "Check your connection and try again.",
    },
    answer: { reason: "The analyzer answered with an error (HTTP {status}).", advice: "Please try again." },
    internal: {
      reason: "Something went wrong on our side while analyzing the website.",
      advice: "Please try again.",
    },
    tooLong: {
      reason: "The address is longer than {max} characters.",
      advice: "Correct the address and analyze again.",
    },
  },
  /**
   * Each failure of the engine by its code. An English reader gets the engine's own message, which names
   * the details (the status, the seconds); a reader of another language gets these by code.
   */
  errors: {
    invalid_url: {
      reason: "That does not look like a website address.",
      advice: seoErrorKinds.invalid_url.advice,
    },
    unsupported_scheme: {
      reason: "Only http:// and https:// web pages can be analyzed.",
      advice: seoErrorKinds.unsupported_scheme.advice,
    },
    blocked_port: {
      reason: "Only websites on the standard ports (80 and 443) can be analyzed.",
      advice: seoErrorKinds.blocked_port.advice,
    },
    blocked_address: {
      reason: "That address points to a private or internal network, which we do not analyze.",
      advice: seoErrorKinds.blocked_address.advice,
    },
    rate_limited: {
      reason: "You have run many analyses in a short time.",
      advice: seoErrorKinds.rate_limited.advice,
    },
    busy: { reason: "The analyzer is busy right now.", advice: seoErrorKinds.busy.advice },
    dns_not_found: {
      reason: "We could not find that website. Check the address for typos.",
      advice: seoErrorKinds.dns_not_found.advice,
    },
    connection_failed: {
      reason: "We could not connect to that website.",
      advice: seoErrorKinds.connection_failed.advice,
    },
    tls_error: {
      reason: "The website's security certificate is not valid, so we could not connect safely.",
      advice: seoErrorKinds.tls_error.advice,
    },
    timeout: { reason: "The website took too long to respond.", advice: seoErrorKinds.timeout.advice },
    too_many_redirects: {
      reason: "The website redirected too many times, so we stopped following it.",
      advice: seoErrorKinds.too_many_redirects.advice,
    },
    not_found: { reason: "The page was not found.", advice: seoErrorKinds.not_found.advice },
    http_error: { reason: "The website answered with an error.", advice: seoErrorKinds.http_error.advice },
    not_html: { reason: "That address is not a web page.", advice: seoErrorKinds.not_html.advice },
    too_large: {
      reason: "The page is larger than we analyze.",
      advice: seoErrorKinds.too_large.advice,
    },
  } satisfies Record<SeoErrorCode, { reason: string; advice: string }>,
  /** The advice of a website's error that may pass (5xx, 408, 429). */
  passingFault: PASSING_FAULT.advice,
  report: {
    reportFor: "Report for",
    overview: "Overview",
    overall: "Overall Score",
    seo: "SEO Score",
    mobile: "Mobile Score",
    loadTime: "Load Time",
    seconds: "{seconds}s",
    notMeasured: "Not measured",
    outOf: "{name}: {score} of 100",
    issues: "Issues Found ({count})",
    noIssues: "No issues found.",
    recommendations: "Recommendations",
    nothingToChange: "Nothing to change: this page follows every check.",
    action: "Action:",
    technical: "Technical SEO",
    securityGroup: "Security and Structure",
    ssl: "SSL Certificate",
    robots: "Robots.txt",
    sitemap: "XML Sitemap",
    metaGroup: "Meta Tags",
    titleTag: "Title Tag",
    metaDescription: "Meta Description",
    viewportTag: "Viewport Tag",
    contentGroup: "Content Structure",
    h1: "H1 Tags",
    h2: "H2 Tags",
    images: "Images Total",
    missingAlt: "Missing Alt",
    pass: "Pass",
    fail: "Fail",
  },
  types: { error: "Error", warning: "Warning", info: "Info" },
  levels: { high: "high", medium: "medium", low: "low" },
  categories: {
    Security: "Security",
    Crawling: "Crawling",
    "Meta Tags": "Meta Tags",
    Content: "Content",
    Images: "Images",
    Mobile: "Mobile",
    Accessibility: "Accessibility",
    Performance: "Performance",
  },
  /** The line under Load Time. */
  load: {
    unknown: "The load time could not be measured.",
    htmlOnly: "Page weight {weight}: the HTML, which needs no other files.",
    withFiles: "Page weight {weight}: the HTML and {files}.",
    withFilesFailed: "Page weight {weight}: the HTML and {files}, {failed} of which failed to download.",
    firstOf: "the first {timed} of {files}",
    kilobytes: "{size} KB",
    megabytes: "{size} MB",
  },
  counts: {
    character: { one: "{count} character", other: "{count} characters" },
    image: { one: "{count} image", other: "{count} images" },
    largeImage: { one: "{count} large image", other: "{count} large images" },
    h1: { one: "{count} H1", other: "{count} H1s" },
    file: { one: "{count} file", other: "{count} files" },
    redirect: { one: "{count} redirect", other: "{count} redirects" },
    lacks: { one: "lacks", other: "lack" },
    is: { one: "is", other: "are" },
  } satisfies Record<CountUnit, { one: string; other: string }>,
  issues: {
    notHttps: {
      title: "Not Served Over HTTPS",
      description: "The page was delivered over plain http://, so browsers mark it as not secure.",
    },
    httpNoRedirect: {
      title: "HTTP Does Not Redirect to HTTPS",
      description: "http://{host}/ answers without sending visitors to the secure version.",
    },
    noindex: {
      title: "Page Asks Not to Be Indexed",
      description:
        "A robots meta tag or X-Robots-Tag header says noindex, so search engines will leave it out.",
    },
    missingTitle: {
      title: "Missing Title Tag",
      description: "The page has no <title>, which is the headline search results show.",
    },
    titleTooLong: {
      title: "Title Too Long",
      description: "The title is {length}; {min}–{max} display best in search results.",
    },
    titleTooShort: {
      title: "Title Too Short",
      description: "The title is {length}; {min}–{max} display best in search results.",
    },
    missingDescription: {
      title: "Missing Meta Description",
      description: "Without a meta description search engines pick a snippet from the page themselves.",
    },
    descriptionTooLong: {
      title: "Meta Description Too Long",
      description: "The meta description is {length}; aim for {min}–{max}.",
    },
    descriptionTooShort: {
      title: "Meta Description Too Short",
      description: "The meta description is {length}; aim for {min}–{max}.",
    },
    missingViewport: {
      title: "Missing Viewport Tag",
      description: "Without a viewport meta tag phones show the page zoomed out at desktop width.",
    },
    zoomDisabled: {
      title: "Zooming Is Disabled",
      description: "The viewport tag stops visitors from zooming in, which people with low vision rely on.",
    },
    missingH1: {
      title: "Missing H1 Heading",
      description: "The page has no H1, so neither readers nor search engines see its main topic.",
    },
    multipleH1: {
      title: "Multiple H1 Headings",
      description: "The page has {count} H1 headings; one main heading is clearer.",
    },
    headingSkip: {
      title: "Heading Levels Out of Order",
      description: "The outline jumps from {from} to {to}, skipping a level.",
    },
    headingBeforeH1: {
      title: "Heading Levels Out of Order",
      description: "A heading comes before the H1, so the outline does not start with the main topic.",
    },
    imagesWithoutAlt: {
      title: "Images Without Alt Text",
      description: "{missing} of {images} {lacks} alt text.",
    },
    largeImages: {
      title: "Large Image Files",
      description: "{images} {is} over {size} KB or {pixels} pixels wide.",
    },
    missingRobots: {
      title: "Missing robots.txt",
      description: "No robots.txt was found at {origin}/robots.txt.",
    },
    robotsBlocks: {
      title: "robots.txt Blocks This Page",
      description: 'Line {line} of robots.txt ("{rule}") stops search engines from crawling {path}.',
    },
    missingSitemap: {
      title: "Missing XML Sitemap",
      description: "No sitemap was listed in robots.txt or found at /sitemap.xml.",
    },
    canonicalElsewhere: {
      title: "Canonical URL Points to Another Host",
      description:
        "The canonical link names {canonical}, on {otherHost} instead of {host}, so search engines may index that address in place of this page.",
    },
    noCanonical: {
      title: "No Canonical URL",
      description: "The page does not say which address is its main one, so duplicates may split ranking.",
    },
    noLang: {
      title: "Page Language Not Declared",
      description: "The <html> element has no lang attribute, so screen readers may mispronounce the text.",
    },
    ogUrlElsewhere: {
      title: "Open Graph URL Points to Another Host",
      description: "og:url names {ogUrl}, on {otherHost} instead of {host}, so shared links lead there.",
    },
    openGraphIncomplete: {
      title: "Incomplete Open Graph Tags",
      description: "Missing {tags}, so shared links show a plain preview.",
    },
    heavyHtml: {
      title: "Heavy HTML Document",
      description: "The HTML alone weighs {size} KB, before any images, styles or scripts.",
    },
    slowLoad: {
      title: "Slow Page Load",
      description:
        "The page and the files it needs to render took {seconds} seconds to download; aim for under {limit}.",
    },
    loadTimedOut: {
      title: "Load Time Not Measured",
      description: "The page's files were still downloading after {seconds} seconds.",
    },
    loadFileTooLarge: {
      title: "Load Time Not Measured",
      description: "{url} is larger than {size} MB, more than we download.",
    },
    filesMissing: {
      title: "Files Missing",
      description: "{failed} of the {files} the page needs to render could not be downloaded.",
    },
    redirectChain: {
      title: "Redirect Chain",
      description: "The address went through {redirects} before reaching the page.",
    },
  },
  recommendations: {
    enableHttps: {
      title: "Enable HTTPS",
      description: "Search engines prefer secure pages and visitors trust them more.",
      action: "Install a TLS certificate and redirect every http:// address to https://.",
    },
    redirectHttp: {
      title: "Redirect HTTP to HTTPS",
      description: "Visitors and links that use http:// should land on the secure page.",
      action: "Answer http://{host}/ with a 301 redirect to https://{host}/.",
    },
    allowIndexing: {
      title: "Allow Indexing",
      description: "A page that is excluded from the index cannot rank at all.",
      action: "Remove noindex from the robots meta tag or X-Robots-Tag header if the page should be found.",
    },
    addTitle: {
      title: "Add a Title Tag",
      description: "The title is the strongest on-page signal and the link text in search results.",
      action: "Write a unique title of {min}–{max} characters naming the page's topic.",
    },
    shortenTitle: {
      title: "Shorten the Title",
      description: "Search results cut long titles off.",
      action: "Rewrite the title to {min}–{max} characters.",
    },
    expandTitle: {
      title: "Expand the Title",
      description: "A short title wastes space to describe the page.",
      action: "Rewrite the title to {min}–{max} characters.",
    },
    addDescription: {
      title: "Add Meta Description",
      description: "A good description raises the share of people who click through from search results.",
      action: "Add a meta description of {min}–{max} characters summarising the page.",
    },
    shortenDescription: {
      title: "Rewrite Meta Description",
      description: "Search results cut long descriptions off.",
      action: "Rewrite the meta description to {min}–{max} characters.",
    },
    expandDescription: {
      title: "Rewrite Meta Description",
      description: "A short description undersells the page.",
      action: "Rewrite the meta description to {min}–{max} characters.",
    },
    addViewport: {
      title: "Add a Viewport Tag",
      description: "Mobile-friendly pages rank better in mobile search.",
      action: 'Add <meta name="viewport" content="width=device-width, initial-scale=1"> to the head.',
    },
    allowZoom: {
      title: "Allow Zooming",
      description: "Every visitor should be able to enlarge text.",
      action: "Remove user-scalable=no and any maximum-scale below 2 from the viewport tag.",
    },
    addH1: {
      title: "Add One H1 Heading",
      description: "One clear main heading tells everyone what the page is about.",
      action: "Add a single <h1> that states the page's topic.",
    },
    singleH1: {
      title: "Header Structure",
      description: "A single H1 followed by H2 sections gives the page a clear outline.",
      action: "Keep one H1 and turn the other {others} into H2.",
    },
    headingOrder: {
      title: "Header Structure",
      description: "Screen readers and search engines use headings as the page's table of contents.",
      action: "Start with the H1 and go down one level at a time (H1, H2, H3).",
    },
    addAlt: {
      title: "Add Alt Text",
      description: "Alt text is read aloud to blind visitors and tells search engines what an image shows.",
      action: 'Add an alt attribute to the {images} without one (alt="" for decorative images).',
    },
    optimizeImages: {
      title: "Optimize Images",
      description: "Large images are the most common cause of slow pages on phones.",
      action: "Resize and compress the {images} (WebP or AVIF, at the size shown).",
    },
    addRobots: {
      title: "Add robots.txt",
      description: "robots.txt tells crawlers what to skip and where your sitemap is.",
      action: "Publish {origin}/robots.txt with a Sitemap: line.",
    },
    letCrawlersIn: {
      title: "Let Crawlers In",
      description: "A page that cannot be crawled cannot be found in search.",
      action: 'Remove or narrow "{rule}" in robots.txt so that it no longer matches {path}.',
    },
    publishSitemap: {
      title: "Publish an XML Sitemap",
      description: "A sitemap helps search engines find every page, including new ones.",
      action: "Generate {origin}/sitemap.xml and list it in robots.txt.",
    },
    fixCanonical: {
      title: "Point the Canonical Link Here",
      description: "A canonical link tells search engines which address to rank for this content.",
      action: 'Set <link rel="canonical"> to this page\'s own address, {url}.',
    },
    addCanonical: {
      title: "Add a Canonical Link",
      description: "It merges the signals of duplicate addresses into one.",
      action: 'Add <link rel="canonical" href="{url}"> to the head.',
    },
    declareLang: {
      title: "Declare the Language",
      description: "Screen readers and translators need to know the page's language.",
      action: 'Add lang="en" (or the right language) to the <html> element.',
    },
    fixOgUrl: {
      title: "Correct og:url",
      description: "Social networks send people who click a shared link to the og:url address.",
      action: "Set og:url to this page's own address, {url}.",
    },
    addOpenGraph: {
      title: "Add Open Graph Tags",
      description: "Social networks use them to build the preview card of a shared link.",
      action: "Add {tags} meta tags (a 1200x630 image works everywhere).",
    },
    speedTimedWeighed: {
      title: "Improve Page Speed",
      description: "The page took {seconds} seconds to download and weighs {size} KB with its files.",
      action: "Aim for under {limit} seconds: cache pages, trim inline data and compress responses.",
    },
    speedTimed: {
      title: "Improve Page Speed",
      description: "The page took {seconds} seconds to download.",
      action: "Aim for under {limit} seconds: cache pages, trim inline data and compress responses.",
    },
    speedHeavyHtml: {
      title: "Improve Page Speed",
      description: "The HTML alone weighs {size} KB.",
      action: "Aim for under {limit} seconds: cache pages, trim inline data and compress responses.",
    },
  },
  /** "How we score", every figure's definition with the limits the code applies in its slots. */
  scoring: {
    title: "How we score",
    rule:
      "Each score is the points its checks earn out of 100, rounded: a check earns all its points when it " +
      "passes and none when it fails, or the stated share.",
    overall:
      "Overall Score: {seo} of the SEO Score, {mobile} of the Mobile Score and {accessibility} of the " +
      "Accessibility Score, rounded.",
    toastNote: "The toast after an analysis repeats the SEO Score.",
    points: "{weight} points",
    checksOf: "{name} checks",
    scores: { seo: "SEO Score", mobile: "Mobile Score", accessibility: "Accessibility Score" },
    loadTime: "Load Time",
    loadDefinition:
      "Seconds from our request for the page until its HTML and the files it needs to render have " +
      "downloaded: every stylesheet and script, and the first {aboveFold} images that are not lazy-loaded, " +
      "fetched {concurrency} at a time once the HTML has arrived (at most {maxFiles} files). It is shown with " +
      "the page weight, the bytes received for the HTML and those files. When the files take more than " +
      "{timeout} seconds, or one is larger than {maxSize} MB, the load time is not measured and the report " +
      "says so. Load time is not part of any score: it changes from one run to the next.",
    checks: {
      https: "Served over HTTPS",
      title: "The page has a title tag",
      titleLength: "Title of {min}–{max} characters",
      description: "The page has a meta description",
      descriptionLength: "Meta description of {min}–{max} characters",
      singleH1: "Exactly one H1 heading",
      headingStructure: "Headings start with the H1 and never skip a level on the way down",
      canonical: "A canonical link on the page's own host",
      robotsTxt: "robots.txt exists and lets search engines crawl the page",
      sitemap: "An XML sitemap, listed in robots.txt or at /sitemap.xml",
      indexable: "No noindex in a robots meta tag or X-Robots-Tag header",
      openGraph: "og:title, og:description and og:image (a third of the points each)",
      imageAlt: "Share of images that have alt text (all of it when there are no images)",
      lang: "The page's language is declared (lang on <html>)",
      viewport: "A viewport tag with width=device-width (half the points for another viewport)",
      zoomAllowed: "A viewport tag that lets visitors zoom (no user-scalable=no, no maximum-scale below 2)",
      htmlWeight: "HTML of at most {light} KB (half the points up to {heavy} KB)",
      imageSizes: "Share of images of at most {size} KB and {pixels} pixels",
    },
  },
};

/** The analyzer's words in any language: the shape of the English, any words. */
type Words<T> = { readonly [K in keyof T]: T[K] extends string ? string : Words<T[K]> };
export type AnalyzerWords = Words<typeof analyzerWords>;
export type IssueId = keyof AnalyzerWords["issues"];
export type AdviceId = keyof AnalyzerWords["recommendations"];
export type CheckId = keyof AnalyzerWords["scoring"]["checks"];
export { type Counted, type CountUnit, counted, say, type WordValues } from "./say.ts";
