import { css } from "../../../../styled-system/css/index.mjs";

/** The steps' layout: fields one under another, in pairs from medium screens up. */
export const stack = css({ display: "flex", flexDirection: "column", gap: "4" });
export const pairs = css({
  display: "grid",
  gridTemplateColumns: { base: "1fr", md: "repeat(2, minmax(0, 1fr))" },
  gap: "4",
});
