"use client";

import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useEffect, useTransition } from "react";
import { withParams } from "./url";
import { onlyOpensDetail } from "./use-open-detail";

// The query last asked for, until the router has shown it: two quick changes (From, then To) build
// on each other instead of the second starting again from the URL the first is still replacing.
let requested: string | null = null;

/**
 * A view's state kept in the URL (tab, search, filters, the open item): shareable, and Back undoes
 * the last change. `pending` is true while the server renders the new view.
 */
export function useUrlState() {
  const router = useRouter();
  const pathname = usePathname();
  const params = useSearchParams();
  const [pending, startTransition] = useTransition();
  const current = params.toString();
  useEffect(() => {
    if (!pending) requested = null;
  }, [pending]);
  // The URL shows what was asked for, also when the control that asked has gone meanwhile (a form
  // that closes with its own change): a later change, which may only touch the History API, must
  // not build on it again.
  useEffect(() => {
    if (requested === current) requested = null;
  }, [current]);

  function update(changes: Record<string, string | null>, { replace = false } = {}) {
    const search = withParams(requested ?? current, changes);
    if (onlyOpensDetail(changes)) {
      // Next.js keeps its router and useSearchParams in step with the History API.
      window.history[replace ? "replaceState" : "pushState"](null, "", `${pathname}${search}`);
      return;
    }
    requested = search.slice(1);
    const href = `${pathname}${search}`;
    startTransition(() => {
      if (replace) router.replace(href, { scroll: false });
      else router.push(href, { scroll: false });
    });
  }

  // While a change is on its way, controls show what was asked for rather than jump back.
  const shown = new URLSearchParams(pending && requested !== null ? requested : current);
  return { pending, update, get: (name: string) => shown.get(name) ?? "" };
}
