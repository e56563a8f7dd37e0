import { defineSorts } from "../../../lib/admin/list-query.ts";
import {
  defineUrlState,
  filterParam,
  type Params,
  read,
  type UrlState,
} from "../../../lib/admin/workspace/params.ts";
import { CLIENT_STATUSES } from "../../../supabase/workspace.ts";

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

/**
 * The Clients area's state in the URL: search, status and industry, the open client, New and Edit. The
 * industries are the ones the clients have, read from the database: withIndustry checks that one.
 */
export const CLIENTS_URL = defineUrlState(
  {
    q: read.search,
    status: read.filter(CLIENT_STATUSES),
    sort: read.sort(CLIENT_SORTS),
    client: read.openId(),
    create: read.creating("client"),
    edit: read.equals("client"),
  },
  ["q", "status", "industry", "sort"],
);

export type ClientsState = UrlState<typeof CLIENTS_URL> & { industry: string };

/**
 * The state with its industry filter, read from `params` against `industries`, the ones the clients have:
 * any other industry filter is no filter. The page completes the state its area was given this way.
 */
export function withIndustry(
  state: UrlState<typeof CLIENTS_URL>,
  params: Params,
  industries: readonly string[],
): ClientsState {
  return { ...state, industry: filterParam(params, "industry", industries) };
}

export function parseClientsState(params: Params, industries: readonly string[]): ClientsState {
  return withIndustry(CLIENTS_URL.parse(params), params, industries);
}
