import type { ClientStatus } from "@/supabase/workspace";
import { type FilterValue, narrow, type Read, read, readRecord, type Supabase } from "./query";
import type { ClientDetail, ClientRow, ClientsSummary, ProjectRow } from "./types";

/** Clients tab search: contact name, company and email. */
export const CLIENT_SEARCH_COLUMNS = ["name", "company", "email"] as const;

export interface ClientFilters {
  search?: string;
  status?: FilterValue<ClientStatus>;
  industry?: string;
}

export function listClients(supabase: Supabase, filters: ClientFilters = {}): Promise<Read<ClientRow[]>> {
  return read("clients list", () =>
    narrow(supabase.from("clients_overview").select("*"), {
      columns: CLIENT_SEARCH_COLUMNS,
      search: filters.search,
      filters: { status: filters.status, industry: filters.industry },
    }).order("company"),
  );
}

export function clientsSummary(supabase: Supabase): Promise<Read<ClientsSummary>> {
  return read("clients summary", () => supabase.from("clients_summary").select("*").single());
}

/** The industries clients are in, for the industry filter. */
export async function clientIndustries(supabase: Supabase): Promise<Read<string[]>> {
  const result = await read<{ industry: string }[]>("client industries", () =>
    supabase.from("clients").select("industry"),
  );
  if (result.failed) return result;
  return { data: [...new Set(result.data.map((row) => row.industry))].sort(), failed: false };
}

export function getClientDetail(supabase: Supabase, id: string): Promise<Read<ClientDetail | null>> {
  return readRecord<ClientDetail>("client", {
    client: read<ClientRow>("client", () =>
      supabase.from("clients_overview").select("*").eq("id", id).maybeSingle(),
    ),
    projects: read<ProjectRow[]>("client projects", () =>
      supabase
        .from("projects_overview")
        .select("*")
        .eq("client_id", id)
        .order("start_date", { ascending: false }),
    ),
  });
}
