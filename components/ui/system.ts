import { createSystem, defaultConfig, defineConfig } from "@chakra-ui/react";
import { cssVarPrefix, theme } from "./theme.ts";

const { globalCss, ...themeConfig } = theme;

const config = defineConfig({ cssVarsPrefix: cssVarPrefix, globalCss, theme: themeConfig });

export const system = createSystem(defaultConfig, config);

/** Every object key of the styles, in the order written, e.g. `[{color,textStyle}]`. */
function keyOrder(value: unknown): string {
  if (value === null || typeof value !== "object") return "";
  if (Array.isArray(value)) return `[${value.map(keyOrder).join(",")}]`;
  return `{${Object.entries(value)
    .map(([key, inner]) => key + keyOrder(inner))
    .join(",")}}`;
}

// Chakra memoises css() by its arguments with their object keys sorted, yet builds the result in the order
// its first caller wrote the props: `color, textStyle` on one element and `textStyle, color` on another
// share a cache entry, so an element's class depends on what the process rendered before, and the server
// and a browser name the same element's styles differently (a hydration mismatch under next dev). Each
// call also passes its key order as a string, which css() drops (it merges objects only) but which makes
// the cache key order-sensitive: each element gets exactly the styles it wrote, in its own order.
const memoisedCss = system.css;
system.css = (...styles) => memoisedCss(...styles, keyOrder(styles) as never);
