import {
  filterParam,
  isCreating,
  openIdParam,
  type Params,
  param,
  searchParam,
} from "@/lib/admin/workspace/params";
import { CLIENT_STATUSES, type ClientStatus } from "@/supabase/workspace";

/** The Clients area's state in the URL: search, status and industry, the open client, New and Edit. */
export interface ClientsState {
  q: string;
  status: ClientStatus | "all";
  industry: string;
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
    client: openIdParam(params, "client"),
    create: isCreating(params, "client"),
    edit: param(params, "edit") === "client",
  };
}
