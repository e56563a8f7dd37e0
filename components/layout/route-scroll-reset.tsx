"use client";

import { usePathname } from "next/navigation";
import { useEffect } from "react";

/** Every route change starts at the top of the page, unless the link targets an anchor. */
export function RouteScrollReset() {
  const pathname = usePathname();
  useEffect(() => {
    if (!pathname || window.location.hash) return;
    window.scrollTo({ top: 0, left: 0, behavior: "instant" });
  }, [pathname]);
  return null;
}
