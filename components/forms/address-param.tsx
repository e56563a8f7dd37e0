"use client";

import { useSearchParams } from "next/navigation";
import type { ReactNode } from "react";

/**
 * Its children (rendered on the server) when the page's address has the parameter, with that value if one
 * is given. For a prerendered page whose content depends on the query; inside a Suspense boundary.
 */
export function WhenAddressHas({
  param,
  value,
  children,
}: {
  param: string;
  value?: string;
  children: ReactNode;
}) {
  const found = useSearchParams().get(param);
  return found && (value === undefined || found === value) ? children : null;
}
