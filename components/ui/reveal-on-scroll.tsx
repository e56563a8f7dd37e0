"use client";

import { type ReactNode, useEffect, useRef, useState } from "react";

type Phase = "in-place" | "lowered" | "rising";

/**
 * Lets a section rise into place as it scrolls into view. The server renders it where it belongs and
 * fully visible; only sections still below the fold once the page is interactive are nudged down and
 * then animated back, and only their transform moves: no hidden content, no layout shift. Reduced
 * motion turns it off. A CSS transition does the moving, so no animation library loads with the page.
 */
export function RevealOnScroll({ children, className }: { children: ReactNode; className: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const [phase, setPhase] = useState<Phase>("in-place");

  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === "undefined") return;
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    if (element.getBoundingClientRect().top < window.innerHeight) return;
    // A section the address points at (/#contact) must land exactly where the browser scrolls.
    const target = window.location.hash ? document.getElementById(window.location.hash.slice(1)) : null;
    if (target && element.contains(target)) return;
    setPhase("lowered");
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry?.isIntersecting) return;
        observer.disconnect();
        setPhase("rising");
      },
      { rootMargin: "0px 0px -8% 0px" },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return (
    <div ref={ref} data-phase={phase} className={className}>
      {children}
    </div>
  );
}
