"use client";

import { Button } from "@chakra-ui/react";
import { pressOpensDetail } from "./use-open-detail.ts";

/**
 * A row's View: opens the item `id` in the area's detail `param` (`onView`, a change of the URL), and starts
 * reading it as the pointer goes down rather than when the click completes.
 */
export function ViewButton({
  param,
  id,
  name,
  onView,
}: {
  param: string;
  id: string;
  /** What the row is called, for the button's accessible name: "View <name>". */
  name: string;
  onView: () => void;
}) {
  return (
    <Button
      size="sm"
      variant="outline"
      aria-label={`View ${name}`}
      onPointerDown={(event) => {
        if (event.button === 0) pressOpensDetail(param, id);
      }}
      onClick={onView}
    >
      View
    </Button>
  );
}
