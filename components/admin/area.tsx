import type { ReactNode } from "react";
import { type AdminAreaSlug, adminArea } from "@/lib/admin/areas";
import type { Supabase } from "@/lib/admin/query";
import { dashboardViewer } from "@/lib/admin/session";
import { LoadingState } from "./kit/states";

export type SearchParams = Record<string, string | string[] | undefined>;

/** An area's server-rendered content: it reads what it shows with the request's client. */
export type AreaContent = (supabase: Supabase, params: SearchParams) => Promise<ReactNode>;

/**
 * An area's page: its content, read with the admin's own session. A page renders beside the layout that
 * guards it, so it asks on its own; anyone but an admin gets nothing from it (the layout says why).
 */
export function areaPage(content: AreaContent) {
  return async function AreaPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
    const viewer = await dashboardViewer();
    if (!viewer.signedIn || !viewer.admin) return null;
    return content(viewer.supabase, await searchParams);
  };
}

/** Thrown when an area's main list cannot be read: its error.tsx says so, with the area's toast. */
export class AreaLoadError extends Error {
  constructor(what: string) {
    super(`Could not read ${what}; the read's failure is logged above.`);
    this.name = "AreaLoadError";
  }
}

/** An area's loading.tsx: its loading line (spec §2) in the panel while the server reads. */
export function AreaLoading({ area }: { area: AdminAreaSlug }) {
  return <LoadingState>{adminArea(area).loading}</LoadingState>;
}
