import type { ReactNode } from "react";
import { css } from "../../styled-system/css/index.mjs";

const widths = { lg: css({ maxW: "lg" }), "3xl": css({ maxW: "3xl" }) };
const outer = css({ mx: "auto", px: { base: "4", md: "8" }, pb: { base: "16", md: "24" } });
const panel = css({
  display: "flex",
  flexDirection: "column",
  gap: "6",
  borderRadius: "l3",
  borderWidth: "1px",
  borderColor: "border",
  bg: "bg.panel",
  boxShadow: "md",
  p: { base: "5", md: "8" },
});

/** The raised panel a page that is one form (sign-in, the quote request) holds it in, under its header. */
export function FormPanel({ width, children }: { width: keyof typeof widths; children: ReactNode }) {
  return (
    <div className={`${widths[width]} ${outer}`}>
      <div className={panel}>{children}</div>
    </div>
  );
}
