import localFont from "next/font/local";

// Files made by build.ts; next/font takes only literals, so fonts.test.ts holds `weight` to WEIGHT_AXIS.
export const bodyFont = localFont({
  src: "./files/body.woff2",
  variable: "--font-body",
  weight: "400 800",
  display: "swap",
});

export const headingFont = localFont({
  src: "./files/heading.woff2",
  variable: "--font-heading",
  weight: "400 800",
  display: "swap",
});
