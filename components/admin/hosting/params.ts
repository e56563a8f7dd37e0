import { defineSorts, type Sort } from "@/lib/admin/list-query";
import {
  filterParam,
  isCreating,
  openIdParam,
  type Params,
  searchParam,
  sortParam,
} from "@/lib/admin/workspace/params";
import { SERVER_STATUSES, SERVER_TYPES, type ServerStatus, type ServerType } from "@/supabase/workspace";

/** What staff sort servers by; name A to Z unless they choose. */
export const SERVER_SORTS = defineSorts(
  {
    name: { column: "name", kind: "text", label: "Name" },
    status: { column: "status", kind: "enum", values: SERVER_STATUSES, label: "Status" },
    cost: { column: "monthly_cost", kind: "number", label: "Monthly cost" },
    uptime: { column: "uptime", kind: "number", label: "Uptime" },
  },
  { key: "name", direction: "asc" },
);

/** The parameters that choose the servers listed and their order. */
export const SERVER_LIST_PARAMS = ["q", "status", "type", "sort"] as const;

/** The Hosting tab's state in the URL: search, status and type filters, the open server, a create form. */

export interface HostingState {
  q: string;
  status: ServerStatus | "all";
  type: ServerType | "all";
  sort: Sort<keyof typeof SERVER_SORTS.columns>;
  server: string;
  manage: string;
  create: boolean;
}

export function parseHostingState(params: Params): HostingState {
  return {
    q: searchParam(params),
    status: filterParam(params, "status", SERVER_STATUSES),
    type: filterParam(params, "type", SERVER_TYPES),
    sort: sortParam(params, SERVER_SORTS),
    server: openIdParam(params, "server"),
    manage: openIdParam(params, "manage"),
    create: isCreating(params, "server"),
  };
}
