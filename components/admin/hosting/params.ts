import { filterParam, isCreating, openIdParam, type Params, searchParam } from "@/lib/admin/workspace/params";
import { SERVER_STATUSES, SERVER_TYPES, type ServerStatus, type ServerType } from "@/supabase/workspace";

/** The Hosting tab's state in the URL: search, status and type filters, the open server, a create form. */

export interface HostingState {
  q: string;
  status: ServerStatus | "all";
  type: ServerType | "all";
  server: string;
  manage: string;
  create: boolean;
}

export function parseHostingState(params: Params): HostingState {
  return {
    q: searchParam(params),
    status: filterParam(params, "status", SERVER_STATUSES),
    type: filterParam(params, "type", SERVER_TYPES),
    server: openIdParam(params, "server"),
    manage: openIdParam(params, "manage"),
    create: isCreating(params, "server"),
  };
}
