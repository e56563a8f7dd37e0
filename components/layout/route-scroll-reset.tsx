"use client";

import { usePathname } from "next/navigation";
import { useEffect, useRef } from "react";

/**
 * Every route change starts at the top of the page, unless the link targets an anchor. The first render is
 * not a route change: a visitor who scrolled while the page was loading (or a reload restoring its place)
 * keeps the position.
 */
export function RouteScrollReset() {
  const pathname = usePathname();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    if (window.location.hash) return;
    window.scrollTo({ top: 0, left: 0, behavior: "instant" });
  }, [pathname]);
  return null;
}
