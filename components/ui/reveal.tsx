"use client";

import { LazyMotion, m, useReducedMotion } from "framer-motion";
import { type ReactNode, useEffect, useRef, useState } from "react";

const OFFSET = 24;
const EASE = [0.22, 1, 0.36, 1] as const;
const loadFeatures = () => import("./motion-features").then((module) => module.default);

/**
 * Lets a section rise into place as it scrolls into view. The server renders it where it belongs and
 * fully visible; only sections still below the fold once the page is interactive are nudged down and
 * then animated back, and only their transform moves: no hidden content, no layout shift. Reduced
 * motion turns it off.
 */
export function Reveal({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [phase, setPhase] = useState<"in-place" | "lowered" | "rising">("in-place");
  const reduceMotion = useReducedMotion();

  useEffect(() => {
    const element = ref.current;
    if (!element || reduceMotion || typeof IntersectionObserver === "undefined") return;
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
  }, [reduceMotion]);

  return (
    <LazyMotion features={loadFeatures} strict>
      <m.div
        ref={ref}
        animate={{ y: phase === "lowered" ? OFFSET : 0 }}
        transition={phase === "rising" ? { duration: 0.6, ease: EASE } : { duration: 0 }}
      >
        {children}
      </m.div>
    </LazyMotion>
  );
}

/** A card that lifts a little under the pointer; still under reduced motion. */
export function HoverLift({ children }: { children: ReactNode }) {
  const reduceMotion = useReducedMotion();
  return (
    <LazyMotion features={loadFeatures} strict>
      <m.div
        style={{ height: "100%" }}
        whileHover={reduceMotion ? undefined : { y: -6 }}
        transition={{ type: "spring", stiffness: 320, damping: 24 }}
      >
        {children}
      </m.div>
    </LazyMotion>
  );
}
