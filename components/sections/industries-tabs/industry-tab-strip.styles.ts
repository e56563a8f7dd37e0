// The tab strip's classes, composed on the server and handed to the island, so the island ships without
// Panda's runtime (the tabs recipe and css() compose class names in JavaScript).
import { css, cx } from "../../../styled-system/css/index.mjs";
import { tabs } from "../../../styled-system/recipes/index.mjs";
import type { IndustryTabStripClasses } from "./industry-tab-strip.tsx";

const tabClasses = tabs({ variant: "enclosed", fitted: true });

export const industryTabStripClasses: IndustryTabStripClasses = {
  root: cx(tabClasses.root, css({ mt: { base: "10", md: "14" } })),
  // Two rows on a phone: a strip that scrolls would hide its last tab with no cue.
  list: cx(
    tabClasses.list,
    css({
      display: "grid",
      gridTemplateColumns: { base: "repeat(2, minmax(0, 1fr))", md: "repeat(4, minmax(0, 1fr))" },
    }),
  ),
  trigger: cx(tabClasses.trigger, css({ minW: "0" })),
  content: cx(tabClasses.content, css({ pt: { base: "8", md: "10" } })),
};
