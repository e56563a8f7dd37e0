"use client";

import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useEffect, useTransition } from "react";
import { urlOnItsWay, withParams } from "./url.ts";
import { onlyOpensDetail, openDetails } from "./use-open-detail.ts";

// Where the current run of quick changes started, then each URL asked for (urlOnItsWay).
let asked: string[] = [];

const shownUrl = () => `${window.location.pathname}${window.location.search}`;

/** The query of the URL the router is on its way to, if it is. */
function queryOnItsWay(): string | null {
  const url = urlOnItsWay(asked, shownUrl());
  return url === null ? null : new URL(url, window.location.href).search;
}

/** The query the next change builds on: the one on its way, else the URL's. */
function baseQuery(): string {
  return queryOnItsWay() ?? window.location.search;
}

// The app router, kept by the dashboard's frame (UrlRouter). useRouter() renders its caller again with
// every change of the URL (it reads the router state of the closest layout), so an area's view, which
// changes the URL but does not show it, does not call it.
let appRouter: ReturnType<typeof useRouter> | null = null;

/**
 * Keeps the app router for useUrlChange, and ends a run of quick changes once the router shows its last
 * URL, or another (Back after it, another area): a later Back to where the run started must not count
 * as "on its way" again. The dashboard's frame renders it once; it renders nothing.
 */
export function UrlRouter(): null {
  const router = useRouter();
  const query = useSearchParams().toString();
  const shown = `${usePathname()}${query ? `?${query}` : ""}`;
  useEffect(() => {
    appRouter = router;
  }, [router]);
  useEffect(() => {
    if (urlOnItsWay(asked, shown) === null) asked = [];
  }, [shown]);
  return null;
}

function router(): ReturnType<typeof useRouter> {
  if (!appRouter) throw new Error("useUrlChange needs the dashboard's frame (UrlRouter) on the page");
  return appRouter;
}

/**
 * Changes to the view's state kept in the URL (tab, search, filters, the open item), for a component
 * that changes it without showing it: it does not render again with each change of the URL. An area's
 * view and its rows change the URL this way: a view that followed the URL rendered again whole with every
 * change, 110-160 ms of a detail's 250 ms open at ten times the sample data. `pending` is true while the
 * server renders the view this component asked for.
 */
export function useUrlChange() {
  const pathname = usePathname();
  const [pending, startTransition] = useTransition();

  function update(changes: Record<string, string | null>, { replace = false } = {}) {
    // Read when the control is used: this component does not follow the URL.
    const search = withParams(baseQuery(), changes);
    if (onlyOpensDetail(changes)) {
      openDetails(pathname, changes);
      // Next.js keeps its router and useSearchParams in step with the History API.
      window.history[replace ? "replaceState" : "pushState"](null, "", `${pathname}${search}`);
      return;
    }
    const href = `${pathname}${search}`;
    if (queryOnItsWay() === null) asked = [shownUrl()];
    asked.push(href);
    startTransition(() => {
      if (replace) router().replace(href, { scroll: false });
      else router().push(href, { scroll: false });
    });
  }

  /** Renders the view again on the server with what it reads now. */
  function refresh() {
    startTransition(() => router().refresh());
  }

  return { pending, update, refresh };
}

/**
 * A view's state kept in the URL, for a control that shows it (a filter, the search box, tabs): it
 * renders again with each change. Shareable, and Back undoes the last change.
 */
export function useUrlState() {
  const { pending, update, refresh } = useUrlChange();
  const current = useSearchParams().toString();
  // While its change is on its way, the control shows what was asked for rather than jump back.
  const shown = new URLSearchParams((pending && queryOnItsWay()) || current);
  return { pending, update, refresh, get: (name: string) => shown.get(name) ?? "" };
}
