import { css } from "../../styled-system/css/index.mjs";

/** The analyzer's repeated styles: a bordered box, a report section's heading, a group's heading. */
export const reportBox = css({ p: "4", borderWidth: "1px", borderColor: "border", borderRadius: "l2" });
export const reportHeading = css({ textStyle: "lg", fontWeight: "semibold", mb: "3" });
export const reportSubheading = css({ textStyle: "md", fontWeight: "semibold", mb: "2" });
export const plainList = css({ display: "flex", flexDirection: "column", gap: "3", listStyle: "none" });
export const mutedText = css({ color: "fg.muted" });
