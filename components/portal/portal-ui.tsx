import type { ReactNode } from "react";
import { statusLabel } from "../../lib/admin/format.ts";
import { css, cx } from "../../styled-system/css/index.mjs";
import { badge } from "../../styled-system/recipes/index.mjs";

/** The portal's page width and padding: one column on a phone (390 px), wider from tablets on. */
export const portalContainer = css({
  maxW: "5xl",
  mx: "auto",
  px: { base: "4", md: "8" },
  py: { base: "8", md: "12" },
  display: "flex",
  flexDirection: "column",
  gap: { base: "8", md: "10" },
});

export const panel = css({
  borderRadius: "l3",
  borderWidth: "1px",
  borderColor: "border",
  bg: "bg.panel",
  p: { base: "4", md: "6" },
  display: "flex",
  flexDirection: "column",
  gap: "3",
  minW: "0",
});

export const sectionTitle = css({ textStyle: "xl", fontWeight: "semibold", color: "fg" });
export const muted = css({ color: "fg.muted" });
export const link = css({
  color: "colorPalette.fg",
  colorPalette: "brand",
  fontWeight: "medium",
  textDecoration: "underline",
  textUnderlineOffset: "3px",
  _focusVisible: { outline: "2px solid", outlineColor: "colorPalette.focusRing", outlineOffset: "2px" },
});

// Literal classes per tone: Panda extracts what the code names, never a value built at run time.
const TONES = {
  green: css({ colorPalette: "green" }),
  blue: css({ colorPalette: "blue" }),
  orange: css({ colorPalette: "orange" }),
  red: css({ colorPalette: "red" }),
  gray: css({ colorPalette: "gray" }),
  purple: css({ colorPalette: "purple" }),
} as const;
export type Tone = keyof typeof TONES;

const STATUS_TONES: Record<string, Tone> = {
  completed: "green",
  paid: "green",
  "in-progress": "blue",
  approved: "blue",
  sent: "blue",
  quoted: "purple",
  "in-review": "purple",
  new: "gray",
  pending: "gray",
  cancelled: "gray",
  overdue: "red",
  accepted: "green",
  awaiting: "blue",
  expired: "orange",
  declined: "gray",
  withdrawn: "gray",
};

/** A status as a coloured label, in the words staff use in the dashboard. */
export function StatusPill({ status, label }: { status: string; label?: string }) {
  return (
    <span className={cx(badge({ variant: "subtle", size: "md" }), TONES[STATUS_TONES[status] ?? "gray"])}>
      {label ?? statusLabel(status)}
    </span>
  );
}

/** A page's title with where it stands beside it, wrapping below it on a phone. */
export function TitleWithStatus({ title, status, label }: { title: string; status: string; label?: string }) {
  return (
    <div className={css({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: "3" })}>
      <h1
        className={css({
          textStyle: { base: "2xl", md: "3xl" },
          fontWeight: "bold",
          m: "0",
          overflowWrap: "anywhere",
        })}
      >
        {title}
      </h1>
      <StatusPill status={status} label={label} />
    </div>
  );
}

/** A progress bar screen readers read as one (0-100). */
export function ProgressBar({ value, label }: { value: number; label: string }) {
  return (
    <div className={css({ display: "flex", alignItems: "center", gap: "3" })}>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        className={css({ flex: "1", h: "2", borderRadius: "full", bg: "bg.emphasized", overflow: "hidden" })}
      >
        <div
          className={css({ h: "full", bg: "brand.solid", borderRadius: "full" })}
          style={{ width: `${Math.max(0, Math.min(100, value))}%` }}
        />
      </div>
      <span
        className={css({ textStyle: "sm", fontVariantNumeric: "tabular-nums", minW: "10", textAlign: "end" })}
      >
        {value}%
      </span>
    </div>
  );
}

/** Label and value pairs that stack on a phone and line up on wider screens. */
export function Facts({ items }: { items: readonly { label: string; value: ReactNode }[] }) {
  return (
    <dl
      className={css({
        display: "grid",
        gridTemplateColumns: { base: "1fr 1fr", md: "repeat(4, minmax(0, 1fr))" },
        gap: "3",
        m: "0",
      })}
    >
      {items.map((item) => (
        <div key={item.label} className={css({ minW: "0" })}>
          <dt
            className={css({
              textStyle: "xs",
              color: "fg.muted",
              textTransform: "uppercase",
              letterSpacing: "wide",
            })}
          >
            {item.label}
          </dt>
          <dd className={css({ m: "0", fontWeight: "semibold", fontVariantNumeric: "tabular-nums" })}>
            {item.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
