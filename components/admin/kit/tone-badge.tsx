import { Badge } from "@chakra-ui/react";

/** A badge in a given colour (priorities, categories, usage levels); the text carries the meaning. */
export function ToneBadge({ label, palette = "gray" }: { label: string; palette?: string }) {
  return (
    <Badge colorPalette={palette} variant="subtle" borderRadius="full" flexShrink={0}>
      {label}
    </Badge>
  );
}
