import type { Cursor } from "../../../lib/admin/list-query.ts";
import { listSource } from "../../../lib/admin/list-source.ts";
import {
  type FilterValue,
  type Read,
  read,
  readEmbedded,
  readRecord,
  type Supabase,
  type WriteResult,
  writeFailure,
} from "../../../lib/admin/query.ts";
import type { TableRow, ViewRow } from "../../../lib/supabase/rows.ts";
import type { ServerStatus, ServerType } from "../../../supabase/workspace.ts";
import { type HostingState, SERVER_SORTS } from "./params.ts";
import { type ServerValues, serverRow } from "./schema.ts";

/** Hosting search, case-insensitive substring: server name, client and domain. */
export const SERVER_SEARCH_COLUMNS = ["name", "client_name", "domain"] as const;

export interface ServerFilters {
  search?: string;
  status?: FilterValue<ServerStatus>;
  type?: FilterValue<ServerType>;
}

const serversList = listSource<ServerRow, ServerFilters, HostingState["sort"]["key"]>({
  what: "servers list",
  view: "servers_overview",
  search: SERVER_SEARCH_COLUMNS,
  sorts: SERVER_SORTS,
  filters: (filters) => ({ status: filters.status, type: filters.type }),
  order: { column: "name" },
});

export const listServers = (supabase: Supabase, filters: ServerFilters = {}) =>
  serversList.all(supabase, filters);

/** One page of the servers list in the URL's view, after `cursor`. */
export const readServerPage = (
  supabase: Supabase,
  state: Pick<HostingState, "q" | "status" | "type" | "sort">,
  cursor: Cursor | null,
) =>
  serversList.page(supabase, { search: state.q, status: state.status, type: state.type }, state.sort, cursor);

/**
 * One server as Manage opens it, on any server, listed on this page or not: as its card shows it, and
 * its status with the version that status is of (one statement), which the change is sent with.
 */
export function getManagedServer(supabase: Supabase, id: string): Promise<Read<ManagedServer | null>> {
  return readRecord<ManagedServer>("record", {
    server: read<ServerRow>("server", () =>
      supabase.from("servers_overview").select("*").eq("id", id).maybeSingle(),
    ),
    record: read<ManagedServer["record"]>("server record", () =>
      supabase.from("servers").select("id, status, version").eq("id", id).maybeSingle(),
    ),
  });
}

export function hostingSummary(supabase: Supabase): Promise<Read<HostingSummary>> {
  return read("hosting summary", () => supabase.from("hosting_summary").select("*").single());
}

export function getServerDetail(supabase: Supabase, id: string): Promise<Read<ServerDetail | null>> {
  return readEmbedded<ServerRow & Omit<ServerDetail, "server">, ServerDetail>(
    "server",
    () =>
      supabase
        .from("servers_overview")
        .select("*, alerts:server_alerts(*), services:server_services(*)")
        .eq("id", id)
        .order("timestamp", { referencedTable: "alerts", ascending: false })
        .order("port", { referencedTable: "services" })
        .maybeSingle(),
    ({ alerts, services, ...server }) => ({ server, alerts, services }),
  );
}

export async function createServer(supabase: Supabase, values: ServerValues): Promise<WriteResult> {
  const { data, error } = await supabase.from("servers").insert(serverRow(values)).select("id").single();
  return error ? writeFailure("create server", error) : { ok: true, id: data.id as string };
}

/** `ip_address` is an inet, which PostgREST sends as text; the generator leaves it unknown. */
export type ServerRow = Omit<
  ViewRow<
    "servers_overview",
    "domain" | "client_id" | "project_id" | "last_backup" | "client_name" | "project_name"
  >,
  "ip_address"
> & { ip_address: string };
/** A server as Manage opens it: its card, and its stored status with the version it is of. */
export type ManagedServer = {
  server: ServerRow;
  record: Pick<TableRow<"servers">, "id" | "status" | "version">;
};
export type ServerAlertRow = TableRow<"server_alerts">;
export type HostedServiceRow = TableRow<"server_services">;
export type ServerDetail = { server: ServerRow; alerts: ServerAlertRow[]; services: HostedServiceRow[] };
export type HostingSummary = ViewRow<
  "hosting_summary",
  "total_bandwidth_used" | "average_uptime" | "security_score"
>;
