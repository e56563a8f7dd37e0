import type { CSSProperties } from "react";

// The Studio's own pages outside the Studio (setup, store unavailable) load no design system: they share
// this plain frame and card.
export const noticePage: CSSProperties = {
  minHeight: "100vh",
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  padding: "2rem 1rem",
  background: "#f6f7f9",
  color: "#0d0f16",
  fontFamily: "ui-sans-serif, system-ui, -apple-system, 'Segoe UI', sans-serif",
  lineHeight: 1.6,
};

export const noticeCard: CSSProperties = {
  background: "#fff",
  border: "1px solid #d5d9e2",
  borderRadius: "1rem",
  padding: "2rem",
};

/** The small "Content Studio" line above a notice's title. */
export const noticeKicker: CSSProperties = {
  margin: 0,
  fontSize: "0.75rem",
  letterSpacing: "0.14em",
  textTransform: "uppercase",
  color: "#a3162f",
  fontWeight: 600,
};

export const noticeTitle: CSSProperties = { margin: "0.5rem 0 1rem", fontSize: "1.75rem", lineHeight: 1.2 };
