import type { ReactNode } from "react";
import type { AreaDefinition } from "../../lib/admin/areas.ts";
import type { Supabase } from "../../lib/admin/query.ts";
import { dashboardViewer } from "../../lib/admin/session.ts";
import type { UrlState, UrlStateDefinition } from "../../lib/admin/workspace/params.ts";
import { LoadingState } from "./kit/states.tsx";

// An area's route files are made here from its definition (components/admin/<area>/area.ts):
// `export default areaPage(thingsArea, ...)`, `areaLoading(thingsArea)`, and in error.tsx
// `areaError(thingsArea)` (area-error.tsx).

export type SearchParams = Record<string, string | string[] | undefined>;

/** What an area's definition says its URL holds, read from the request's (undefined if nothing). */
export type AreaState<A extends AreaDefinition> = A["url"] extends UrlStateDefinition
  ? UrlState<A["url"]>
  : undefined;

/** An area's server-rendered content: it reads what it shows with the request's client. */
export type AreaContent<A extends AreaDefinition> = (
  supabase: Supabase,
  params: SearchParams,
  state: AreaState<A>,
) => Promise<ReactNode>;

/**
 * An area's page: its content, read with the admin's own session, given the area's state from the URL.
 * A page renders beside the layout that guards it, so it asks on its own; anyone but an admin gets
 * nothing from it (the layout says why).
 */
export function areaPage<A extends AreaDefinition>(area: A, content: AreaContent<A>) {
  return async function AreaPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
    const viewer = await dashboardViewer();
    if (!viewer.signedIn || !viewer.admin) return null;
    const params = await searchParams;
    return content(viewer.supabase, params, area.url?.parse(params) as AreaState<A>);
  };
}

/** Thrown when an area's main list cannot be read: its error.tsx says so, with the area's toast. */
export class AreaLoadError extends Error {
  constructor(what: string) {
    super(`Could not read ${what}; the read's failure is logged above.`);
    this.name = "AreaLoadError";
  }
}

/** An area's loading.tsx: its loading line (declared with defineArea) in the panel while the server reads. */
export function areaLoading(area: AreaDefinition) {
  return function AreaLoading() {
    return <LoadingState>{area.loading}</LoadingState>;
  };
}
