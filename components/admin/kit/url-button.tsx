"use client";

import { Button, type ButtonProps } from "@chakra-ui/react";
import { useUrlChange } from "./use-url-state.ts";

/** A button that changes the view's URL parameters (opens a create form, a dialog...). */
export function UrlButton({ changes, ...props }: { changes: Record<string, string | null> } & ButtonProps) {
  const url = useUrlChange();
  return <Button size="sm" {...props} onClick={() => url.update(changes)} />;
}
