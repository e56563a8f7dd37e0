import type { IconNode } from "lucide";
import { createElement } from "react";

interface SvgIconProps {
  /** A Lucide icon's drawing (`import { ArrowRight } from "lucide"`). */
  icon: IconNode;
  size?: number;
  strokeWidth?: number;
  /** The drawing's fill and stroke colours (Lucide's icons are outlines in the text colour). */
  fill?: string;
  stroke?: string;
  className?: string;
}

/** React's names for the SVG attributes Lucide writes in their XML spelling. */
const reactName = (attribute: string) =>
  attribute.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());

/**
 * A Lucide icon drawn on the server: plain SVG in the HTML, nothing to hydrate (lucide-react's icons are
 * client components). Decorative: hidden from assistive technology; the text beside it names the action.
 */
export function SvgIcon({
  icon,
  size = 24,
  strokeWidth = 2,
  fill = "none",
  stroke = "currentColor",
  className,
}: SvgIconProps) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill={fill}
      stroke={stroke}
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      className={className}
    >
      {icon.map(([tag, attributes], index) =>
        createElement(
          tag,
          // Parts of one drawing never reorder: their position is their identity.
          {
            key: index,
            ...Object.fromEntries(Object.entries(attributes).map(([k, v]) => [reactName(k), v])),
          },
        ),
      )}
    </svg>
  );
}
