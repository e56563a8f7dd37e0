// What Sanity's image CDN makes of an image URL's parameters, as arithmetic: which part of the original
// is kept (`rect`, then the crop a fit mode needs) and the size it is drawn at. images.ts hands the plan
// to sharp. The rules are those of Sanity's image URL reference (https://www.sanity.io/docs/image-urls):
//   rect=x,y,w,h  keeps that rectangle of the original before anything else;
//   w, h          the output size (one of them: the other follows the aspect ratio);
//   dpr           multiplies w and h (1 to 3);
//   fit           clip (default): inside w×h, aspect kept; crop: fills w×h, the excess cut away where
//                 `crop` says (center, top/bottom/left/right, or focalpoint at fp-x, fp-y); fill: clip,
//                 then padded to w×h with `bg`; fillmax: fill without scaling up; max: clip without
//                 scaling up; min: cut to the aspect ratio of w×h, never larger than the original;
//                 scale: exactly w×h, aspect not kept.

export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

export interface ImagePlan {
  /** The part of the original that is drawn, in the original's pixels. */
  extract: Box;
  /** The size that part is drawn at. */
  width: number;
  height: number;
  /** fill/fillmax: the canvas the drawn image is centred on, and its colour. */
  canvas?: { width: number; height: number; background: string };
}

const FITS = new Set(["clip", "crop", "fill", "fillmax", "max", "min", "scale"]);
/** The largest output side the CDN renders. */
const MAX_SIDE = 8192;

const clamp = (value: number, low: number, high: number) => Math.min(Math.max(value, low), high);

function positive(value: string | null): number | undefined {
  const number = Number(value);
  return value !== null && Number.isFinite(number) && number > 0 ? number : undefined;
}

/** `rect`, clamped to the image; the whole image when absent or empty. */
function rectOf(query: URLSearchParams, width: number, height: number): Box {
  const parts = (query.get("rect") ?? "").split(",").map(Number);
  if (parts.length !== 4 || parts.some((part) => !Number.isFinite(part))) {
    return { left: 0, top: 0, width, height };
  }
  const [x = 0, y = 0, w = 0, h = 0] = parts.map(Math.round);
  const left = clamp(x, 0, width - 1);
  const top = clamp(y, 0, height - 1);
  const box = { left, top, width: clamp(w, 0, width - left), height: clamp(h, 0, height - top) };
  return box.width > 0 && box.height > 0 ? box : { left: 0, top: 0, width, height };
}

/** Where a crop of `inner` within `outer` lies along one axis, as `crop` and the focal point ask. */
function offset(
  outer: number,
  inner: number,
  modes: string[],
  start: "left" | "top",
  end: "right" | "bottom",
  focal: number | undefined,
): number {
  const room = outer - inner;
  if (modes.includes("focalpoint") && focal !== undefined) {
    return clamp(Math.round(focal * outer - inner / 2), 0, room);
  }
  if (modes.includes(start)) return 0;
  if (modes.includes(end)) return room;
  return Math.round(room / 2);
}

/** The largest box of the ratio `aspect` (width / height) within `box`, placed as `crop` asks. */
function cropToAspect(box: Box, aspect: number, query: URLSearchParams): Box {
  const modes = (query.get("crop") ?? "center").split(",");
  const fpX = query.has("fp-x") ? clamp(Number(query.get("fp-x")) || 0, 0, 1) : undefined;
  const fpY = query.has("fp-y") ? clamp(Number(query.get("fp-y")) || 0, 0, 1) : undefined;
  const width = Math.min(box.width, Math.round(box.height * aspect));
  const height = Math.min(box.height, Math.round(box.width / aspect));
  return {
    left: box.left + offset(box.width, width, modes, "left", "right", fpX),
    top: box.top + offset(box.height, height, modes, "top", "bottom", fpY),
    width,
    height,
  };
}

/** The plan for an original of `width`×`height` and the URL's query. */
export function planImage(width: number, height: number, query: URLSearchParams): ImagePlan {
  const rect = rectOf(query, width, height);
  const dpr = clamp(positive(query.get("dpr")) ?? 1, 1, 3);
  const side = (name: string) => {
    const value = positive(query.get(name));
    return value === undefined ? undefined : clamp(Math.round(value * dpr), 1, MAX_SIDE);
  };
  const w = side("w");
  const h = side("h");
  const fit = FITS.has(query.get("fit") ?? "") ? (query.get("fit") as string) : "clip";

  if (!w && !h) return { extract: rect, width: rect.width, height: rect.height };
  const noLarger = fit === "max" || fit === "fillmax" || fit === "min";
  if (!w || !h) {
    // One side given: the other follows the aspect ratio, whatever the fit.
    const scale = w ? w / rect.width : (h as number) / rect.height;
    const factor = noLarger ? Math.min(scale, 1) : scale;
    return {
      extract: rect,
      width: Math.max(1, Math.round(rect.width * factor)),
      height: Math.max(1, Math.round(rect.height * factor)),
    };
  }
  if (fit === "scale") return { extract: rect, width: w, height: h };
  if (fit === "crop") return { extract: cropToAspect(rect, w / h, query), width: w, height: h };
  if (fit === "min") {
    const extract = cropToAspect(rect, w / h, query);
    const factor = Math.min(w / extract.width, 1);
    return {
      extract,
      width: Math.max(1, Math.round(extract.width * factor)),
      height: Math.max(1, Math.round(extract.height * factor)),
    };
  }
  // clip, max, fill, fillmax: inside w×h with the aspect ratio kept.
  const inside = Math.min(w / rect.width, h / rect.height);
  const factor = noLarger ? Math.min(inside, 1) : inside;
  const drawn = {
    extract: rect,
    width: clamp(Math.round(rect.width * factor), 1, w),
    height: clamp(Math.round(rect.height * factor), 1, h),
  };
  if (fit !== "fill" && fit !== "fillmax") return drawn;
  const bg = query.get("bg") ?? "";
  const background = /^(?:[0-9a-f]{3}|[0-9a-f]{6})$/i.test(bg) ? `#${bg}` : "#ffffff";
  return { ...drawn, canvas: { width: w, height: h, background } };
}
