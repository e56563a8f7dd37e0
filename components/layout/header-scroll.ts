/** The header switches to its condensed, opaque style once the page is scrolled past this many pixels. */
export const HEADER_SCROLL_THRESHOLD = 20;

export function isHeaderCondensed(scrollY: number): boolean {
  return scrollY > HEADER_SCROLL_THRESHOLD;
}
