import { defineSorts, type Sort } from "@/lib/admin/list-query";
import {
  filterParam,
  isCreating,
  openIdParam,
  type Params,
  param,
  searchParam,
  sortParam,
} from "@/lib/admin/workspace/params";
import { CLIENT_STATUSES, type ClientStatus } from "@/supabase/workspace";

/** What staff sort clients by; company A to Z unless they choose. */
export const CLIENT_SORTS = defineSorts(
  {
    company: { column: "company", kind: "text", label: "Company" },
    name: { column: "name", kind: "text", label: "Contact name" },
    created: { column: "created_at", kind: "time", label: "Created" },
    revenue: { column: "total_revenue", kind: "number", label: "Revenue" },
  },
  { key: "company", direction: "asc" },
);

/** The parameters that choose the clients listed and their order. */
export const CLIENT_LIST_PARAMS = ["q", "status", "industry", "sort"] as const;

/** The Clients area's state in the URL: search, status and industry, the open client, New and Edit. */
export interface ClientsState {
  q: string;
  status: ClientStatus | "all";
  industry: string;
  sort: Sort<keyof typeof CLIENT_SORTS.columns>;
  client: string;
  create: boolean;
  edit: boolean;
}

/** `industries` are the ones the clients have: any other industry filter is no filter. */
export function parseClientsState(params: Params, industries: readonly string[]): ClientsState {
  return {
    q: searchParam(params),
    status: filterParam(params, "status", CLIENT_STATUSES),
    industry: filterParam(params, "industry", industries),
    sort: sortParam(params, CLIENT_SORTS),
    client: openIdParam(params, "client"),
    create: isCreating(params, "client"),
    edit: param(params, "edit") === "client",
  };
}
