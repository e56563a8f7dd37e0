import type { Cursor } from "@/lib/admin/list-query";
import { listSource } from "@/lib/admin/list-source";
import {
  type FilterValue,
  type Read,
  read,
  type Supabase,
  type WriteResult,
  writeFailure,
} from "@/lib/admin/query";
import type { ViewRow } from "@/lib/supabase/rows";
import type { ServiceCategory, ServiceStatus } from "@/supabase/workspace";
import { SERVICE_SORTS, type ServicesState } from "./params";
import { type ServiceListItemValues, type ServiceValues, serviceRow } from "./schema";

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

export async function updateService(
  supabase: Supabase,
  id: string,
  values: ServiceValues,
): Promise<WriteResult> {
  const { data, error } = await supabase
    .from("services")
    .update(serviceRow(values))
    .eq("id", id)
    .select("id");
  if (error) return writeFailure("update service", error);
  return data.length === 1 ? { ok: true, id } : { ok: false, message: "This service no longer exists." };
}

/** The Add button of a service's features, requirements or deliverables. */
export async function addServiceListItem(
  supabase: Supabase,
  id: string,
  { list, item }: ServiceListItemValues,
): Promise<WriteResult> {
  const current = await supabase.from("services").select(list).eq("id", id).single();
  if (current.error) return writeFailure(`read service ${list}`, current.error);
  const items = (current.data as unknown as Record<string, string[]>)[list] ?? [];
  if (items.includes(item)) return { ok: false, message: "This item is already in the list." };
  const { error } = await supabase
    .from("services")
    .update({ [list]: [...items, item] } as { [L in typeof list]?: string[] })
    .eq("id", id);
  return error ? writeFailure(`add to service ${list}`, error) : { ok: true, id };
}

export type ServiceRow = ViewRow<"services_overview", "average_rating" | "completion_rate">;
export type ServicesSummary = ViewRow<"services_summary", "avg_rating">;
