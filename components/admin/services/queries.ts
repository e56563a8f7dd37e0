import type { Cursor } from "../../../lib/admin/list-query.ts";
import { listSource } from "../../../lib/admin/list-source.ts";
import {
  type FilterValue,
  type Read,
  read,
  type Supabase,
  type WriteResult,
  writeFailure,
} from "../../../lib/admin/query.ts";
import type { TableRow, ViewRow } from "../../../lib/supabase/rows.ts";
import type { ServiceCategory, ServiceStatus } from "../../../supabase/workspace.ts";
import { SERVICE_SORTS, type ServicesState } from "./params.ts";
import { type ServiceListItemValues, type ServiceValues, serviceRow } from "./schema.ts";

/** Services tab search, case-insensitive substring: name and description. */
export const SERVICE_SEARCH_COLUMNS = ["name", "description"] as const;

export interface ServiceFilters {
  search?: string;
  category?: FilterValue<ServiceCategory>;
  status?: FilterValue<ServiceStatus>;
}

const servicesList = listSource<ServiceRow, ServiceFilters, ServicesState["sort"]["key"]>({
  what: "services list",
  view: "services_overview",
  search: SERVICE_SEARCH_COLUMNS,
  sorts: SERVICE_SORTS,
  filters: (filters) => ({ category: filters.category, status: filters.status }),
  order: { column: "name" },
});

export const listServices = (supabase: Supabase, filters: ServiceFilters = {}) =>
  servicesList.all(supabase, filters);

/** One page of the services list in the URL's view, after `cursor`. */
export const readServicePage = (
  supabase: Supabase,
  state: Pick<ServicesState, "q" | "category" | "status" | "sort">,
  cursor: Cursor | null,
) =>
  servicesList.page(
    supabase,
    { search: state.q, category: state.category, status: state.status },
    state.sort,
    cursor,
  );

export function servicesSummary(supabase: Supabase): Promise<Read<ServicesSummary>> {
  return read("services summary", () => supabase.from("services_summary").select("*").single());
}

export function getService(supabase: Supabase, id: string): Promise<Read<ServiceRow | null>> {
  // A stale link reads as null ("no longer exists"), not as a failure.
  return read("service", () => supabase.from("services_overview").select("*").eq("id", id).maybeSingle());
}

export async function createService(supabase: Supabase, values: ServiceValues): Promise<WriteResult> {
  const { data, error } = await supabase.from("services").insert(serviceRow(values)).select("id").single();
  return error ? writeFailure("create service", error) : { ok: true, id: data.id as string };
}

/** The row as stored, with the version its values are of (one statement): what Edit opens from. */
export function getServiceRecord(supabase: Supabase, id: string): Promise<Read<ServiceRecord | null>> {
  return read("service record", () => supabase.from("services").select("*").eq("id", id).maybeSingle());
}

/** Edit, opened from `version`: the database refuses it once someone else saved since. */
export async function updateService(
  supabase: Supabase,
  id: string,
  version: number,
  values: ServiceValues,
): Promise<WriteResult> {
  const { data, error } = await supabase
    .from("services")
    .update({ ...serviceRow(values), version })
    .eq("id", id)
    .select("id");
  if (error) return writeFailure("update service", error);
  return data.length === 1 ? { ok: true, id } : { ok: false, message: "This service no longer exists." };
}

/**
 * The Add button of a service's features, requirements or deliverables: the item goes on the end of
 * the list as stored, claiming the version that list was read at, so an edit saved in between is
 * refused (and said so) rather than overwritten.
 */
export async function addServiceListItem(
  supabase: Supabase,
  id: string,
  { list, item }: ServiceListItemValues,
): Promise<WriteResult> {
  const current = await supabase.from("services").select(`${list}, version`).eq("id", id).single();
  if (current.error) return writeFailure(`read service ${list}`, current.error);
  const stored = current.data as unknown as Record<typeof list, string[]> & { version: number };
  const items = stored[list] ?? [];
  if (items.includes(item)) return { ok: false, message: "This item is already in the list." };
  const { error } = await supabase
    .from("services")
    .update({ [list]: [...items, item], version: stored.version } as {
      [L in typeof list]?: string[];
    } & { version: number })
    .eq("id", id);
  return error ? writeFailure(`add to service ${list}`, error) : { ok: true, id };
}

export type ServiceRow = ViewRow<"services_overview", "average_rating" | "completion_rate">;
/** A service as stored: what Edit opens from, with the version its values are of. */
export type ServiceRecord = TableRow<"services">;
export type ServicesSummary = ViewRow<"services_summary", "avg_rating">;
