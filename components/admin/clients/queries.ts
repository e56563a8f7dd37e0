import type { Cursor } from "../../../lib/admin/list-query.ts";
import { listSource } from "../../../lib/admin/list-source.ts";
import {
  type FilterValue,
  type Read,
  read,
  readEmbedded,
  readJoined,
  type Supabase,
  type WriteResult,
  writeFailure,
} from "../../../lib/admin/query.ts";
import type { TableRow, ViewRow } from "../../../lib/supabase/rows.ts";
import type { ClientStatus } from "../../../supabase/workspace.ts";
import type { ProjectRow } from "../projects/queries.ts";
import { CLIENT_SORTS, type ClientsState } from "./params.ts";
import { type ClientValues, clientRow } from "./schema.ts";

/** Clients tab search: contact name, company and email. */
export const CLIENT_SEARCH_COLUMNS = ["name", "company", "email"] as const;

export interface ClientFilters {
  search?: string;
  status?: FilterValue<ClientStatus>;
  industry?: string;
}

const clientsList = listSource<ClientRow, ClientFilters, ClientsState["sort"]["key"]>({
  what: "clients list",
  view: "clients_overview",
  search: CLIENT_SEARCH_COLUMNS,
  sorts: CLIENT_SORTS,
  filters: (filters) => ({ status: filters.status, industry: filters.industry }),
  order: { column: "company" },
});

/** Every client the filters match, by company. */
export const listClients = (supabase: Supabase, filters: ClientFilters = {}) =>
  clientsList.all(supabase, filters);

/** One page of the clients list in the URL's view, after `cursor`. */
export const readClientPage = (
  supabase: Supabase,
  state: Pick<ClientsState, "q" | "status" | "industry" | "sort">,
  cursor: Cursor | null,
) =>
  clientsList.page(
    supabase,
    { search: state.q, status: state.status, industry: state.industry },
    state.sort,
    cursor,
  );

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

/**
 * A client's detail in three requests side by side: the card's row with its projects and portal members
 * embedded (one statement), the row as stored with the version its values are of (what 'Edit client'
 * opens from), and its billing figures.
 */
export async function getClientDetail(supabase: Supabase, id: string): Promise<Read<ClientDetail | null>> {
  return readJoined(
    {
      card: readEmbedded<
        ClientRow & Pick<ClientDetail, "projects" | "portalMembers">,
        Pick<ClientDetail, "client" | "projects" | "portalMembers">
      >(
        "client",
        () =>
          supabase
            .from("clients_overview")
            .select("*, projects:projects_overview(*), portalMembers:portal_members(*)")
            .eq("id", id)
            .order("start_date", { referencedTable: "projects", ascending: false })
            .order("invited_at", { referencedTable: "portalMembers", ascending: false })
            .maybeSingle(),
        ({ projects, portalMembers, ...client }) => ({ client, projects, portalMembers }),
      ),
      record: read<ClientRecord | null>("client record", () =>
        supabase.from("clients").select("*").eq("id", id).maybeSingle(),
      ),
      billing: read<ClientBillingRow | null>("client billing", () =>
        supabase.from("client_billing").select("*").eq("client_id", id).maybeSingle(),
      ),
    },
    ({ card, record, billing }) => (card && record ? { ...card, record, billing } : null),
  );
}

const EMAIL_TAKEN = "A client with this e-mail already exists.";

/** A write of a client row; an e-mail another client has is said so at its field. */
function clientWriteFailure(what: string, error: { code?: string; message: string }) {
  if (error.code === "23505")
    return { ok: false as const, message: EMAIL_TAKEN, fieldErrors: { email: EMAIL_TAKEN } };
  return writeFailure(what, error);
}

export async function createClientRecord(supabase: Supabase, values: ClientValues) {
  const { data, error } = await supabase.from("clients").insert(clientRow(values)).select("id").single();
  return error
    ? clientWriteFailure("create client", error)
    : ({ ok: true, id: data.id as string } as WriteResult);
}

/** 'Edit client', opened from `version`: the database refuses it once someone else saved since. */
export async function updateClientRecord(
  supabase: Supabase,
  id: string,
  version: number,
  values: ClientValues,
) {
  const { data, error } = await supabase
    .from("clients")
    .update({ ...clientRow(values), version })
    .eq("id", id)
    .select("id");
  if (error) return clientWriteFailure("update client", error);
  return data.length === 1
    ? ({ ok: true, id } as WriteResult)
    : { ok: false as const, message: "This client no longer exists." };
}

/** A client with its figures: revenue of paid invoices, projects by state, the mean budget (null without any). */
export type ClientRow = ViewRow<
  "clients_overview",
  "phone" | "website" | "address" | "notes" | "average_project_value"
>;
/** An account invited to the client's portal: awaiting (no accepted_at), active, or revoked. */
export type PortalMemberRow = TableRow<"portal_members">;
export type ClientRecord = TableRow<"clients">;
/** Where the client's invoices go and whether reminders are sent; no row: the contact's address, reminders on. */
export type ClientBillingRow = TableRow<"client_billing">;
export type ClientDetail = {
  client: ClientRow;
  record: ClientRecord;
  billing: ClientBillingRow | null;
  projects: ProjectRow[];
  portalMembers: PortalMemberRow[];
};
export type ClientsSummary = ViewRow<"clients_summary", "average_project_value">;
