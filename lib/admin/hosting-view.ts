import { SERVER_STATUSES, SERVER_TYPES, type ServerStatus, type ServerType } from "@/supabase/workspace";
import { isUuid } from "./list-query";

/** The Hosting tab's state in the URL: search, status and type filters, the open server, a create form. */

export const HOSTING_SEARCH_MAX = 100;

export interface HostingState {
  q: string;
  status: ServerStatus | "all";
  type: ServerType | "all";
  server: string;
  manage: string;
  create: boolean;
}

type Params = Record<string, string | string[] | undefined>;
const one = (value: string | string[] | undefined) => (typeof value === "string" ? value : "");
const member = <T extends string>(list: readonly T[], value: string): value is T =>
  (list as readonly string[]).includes(value);

export function parseHostingState(params: Params): HostingState {
  const status = one(params.status);
  const type = one(params.type);
  return {
    q: one(params.q).trim().slice(0, HOSTING_SEARCH_MAX),
    status: member(SERVER_STATUSES, status) ? status : "all",
    type: member(SERVER_TYPES, type) ? type : "all",
    server: isUuid(one(params.server)) ? one(params.server) : "",
    manage: isUuid(one(params.manage)) ? one(params.manage) : "",
    create: one(params.new) === "server",
  };
}
