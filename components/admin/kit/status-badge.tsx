import { Badge } from "@chakra-ui/react";

/** Colour by meaning, whatever the workflow: fresh, moving, done well, stopped. */
const PALETTE: Record<string, string> = {
  new: "blue",
  "in-review": "purple",
  quoted: "purple",
  approved: "teal",
  converted: "green",
  "in-progress": "orange",
  replied: "teal",
  completed: "green",
  active: "green",
  closed: "gray",
  cancelled: "gray",
  inactive: "gray",
};

/** A status as a badge; the text carries the meaning, the colour only helps scanning. */
export function StatusBadge({ status, label }: { status: string; label: string }) {
  return (
    <Badge colorPalette={PALETTE[status] ?? "gray"} variant="subtle" borderRadius="full" flexShrink={0}>
      {label}
    </Badge>
  );
}
