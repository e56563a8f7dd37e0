import { type CheerioAPI, load } from "cheerio";
import { limits } from "./config.ts";

/** What the HTML itself says, read with a real parser. */
export interface HtmlFacts {
  title: string | null;
  description: string | null;
  keywords: string | null;
  viewport: string | null;
  zoomAllowed: boolean;
  canonical: string | null;
  lang: string | null;
  noindex: boolean;
  openGraph: { title: string | null; description: string | null; image: string | null; url: string | null };
  headingOutline: number[];
  images: PageImage[];
  /** The files the page needs to render, in document order (see renderResources). */
  renderResources: RenderResource[];
}

export interface RenderResource {
  kind: "stylesheet" | "script" | "image";
  url: string;
}

export interface PageImage {
  /** Absolute http(s) or data: URL, or null when the src is missing or unusable. */
  src: string | null;
  hasAlt: boolean;
  width: number | null;
  height: number | null;
}

const clean = (value: string | undefined): string | null => {
  const text = value?.replace(/\s+/g, " ").trim();
  return text ? text : null;
};

function absolute(value: string | null, base: string): string | null {
  if (!value) return null;
  try {
    const url = new URL(value, base);
    return ["http:", "https:", "data:"].includes(url.protocol) ? url.href : null;
  } catch {
    return null;
  }
}

function dimension(value: string | undefined): number | null {
  const match = value?.trim().match(/^(\d+)(px)?$/);
  return match ? Number(match[1]) : null;
}

/** false when the viewport forbids zooming: user-scalable=no/0 or a maximum-scale below 2. */
export function viewportAllowsZoom(viewport: string | null): boolean {
  if (!viewport) return true;
  const settings = new Map<string, string>();
  for (const part of viewport.toLowerCase().split(/[,;]/)) {
    const [key = "", value = ""] = part.split("=").map((s) => s.trim());
    settings.set(key, value);
  }
  const scalable = settings.get("user-scalable");
  if (scalable === "no" || scalable === "0") return false;
  const maxScale = Number(settings.get("maximum-scale"));
  return !(Number.isFinite(maxScale) && maxScale < 2);
}

const SCRIPT_TYPES = /^(|module|(text|application)\/(x-)?(java|ecma)script)$/i;

/**
 * What a browser downloads before it can show the page: every stylesheet (except print-only ones), every
 * external script, and the first `aboveFoldImages` images that are not lazy-loaded. Each address once.
 */
function renderResources($: CheerioAPI, base: string, aboveFoldImages: number): RenderResource[] {
  const found = new Map<string, RenderResource["kind"]>();
  const add = (kind: RenderResource["kind"], value: string | undefined) => {
    const url = absolute(clean(value), base);
    if (url && !url.startsWith("data:") && !found.has(url)) found.set(url, kind);
  };
  $('link[rel~="stylesheet" i][href], script[src]').each((_, el) => {
    const node = $(el);
    if (el.tagName === "link") {
      if ((node.attr("media") ?? "").trim().toLowerCase() !== "print") add("stylesheet", node.attr("href"));
    } else if (SCRIPT_TYPES.test((node.attr("type") ?? "").trim())) {
      add("script", node.attr("src"));
    }
  });
  $("img[src]")
    .toArray()
    .filter((el) => ($(el).attr("loading") ?? "").trim().toLowerCase() !== "lazy")
    .slice(0, aboveFoldImages)
    .forEach((el) => {
      add("image", $(el).attr("src"));
    });
  return [...found].map(([url, kind]) => ({ kind, url }));
}

export function extractHtmlFacts(html: string, pageUrl: string): HtmlFacts {
  const $ = load(html);
  const meta = (name: string) => clean($(`meta[name="${name}" i]`).first().attr("content"));
  const property = (name: string) => clean($(`meta[property="${name}" i]`).first().attr("content"));
  const base = absolute(clean($("base[href]").first().attr("href")), pageUrl) ?? pageUrl;
  const viewport = meta("viewport");
  const robots = [meta("robots"), meta("googlebot")].filter(Boolean).join(",").toLowerCase();

  return {
    title: clean($("head title").first().text()) ?? clean($("title").first().text()),
    description: meta("description"),
    keywords: meta("keywords"),
    viewport,
    zoomAllowed: viewportAllowsZoom(viewport),
    canonical: absolute(clean($('link[rel~="canonical" i]').first().attr("href")), base),
    lang: clean($("html").first().attr("lang")),
    noindex: /\b(noindex|none)\b/.test(robots),
    openGraph: {
      title: property("og:title"),
      description: property("og:description"),
      image: absolute(property("og:image"), base),
      url: absolute(property("og:url"), base),
    },
    headingOutline: $("h1, h2, h3, h4, h5, h6")
      .toArray()
      .map((el) => Number(el.tagName.slice(1))),
    images: $("img")
      .toArray()
      .map((el) => {
        const img = $(el);
        return {
          src: absolute(clean(img.attr("src")), base),
          hasAlt: img.attr("alt") !== undefined,
          width: dimension(img.attr("width")),
          height: dimension(img.attr("height")),
        };
      }),
    renderResources: renderResources($, base, limits.aboveFoldImages),
  };
}

/** One H1, the outline starts with it, and no level is skipped on the way down (H2 → H4). */
export function headingsWellStructured(outline: number[]): boolean {
  if (outline.filter((level) => level === 1).length !== 1 || outline[0] !== 1) return false;
  return outline.every((level, i) => i === 0 || level <= (outline[i - 1] as number) + 1);
}

/** The first place where the outline jumps down more than one level, e.g. "H2 → H4". */
export function firstSkippedLevel(outline: number[]): string | null {
  const skip = skippedLevels(outline);
  return skip ? `H${skip.from} → H${skip.to}` : null;
}

/** The first pair of headings in `outline` whose levels skip one (h2 then h4), or null. */
export function skippedLevels(outline: number[]): { from: number; to: number } | null {
  for (let i = 1; i < outline.length; i++) {
    const previous = outline[i - 1] as number;
    const level = outline[i] as number;
    if (level > previous + 1) return { from: previous, to: level };
  }
  return null;
}
