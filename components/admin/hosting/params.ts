import { defineSorts } from "../../../lib/admin/list-query.ts";
import { defineUrlState, read, type UrlState } from "../../../lib/admin/workspace/params.ts";
import { SERVER_STATUSES, SERVER_TYPES } from "../../../supabase/workspace.ts";

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

/** The Hosting area's state in the URL: search, status and type filters, the open server, Manage, a create form. */
export const HOSTING_URL = defineUrlState(
  {
    q: read.search,
    status: read.filter(SERVER_STATUSES),
    type: read.filter(SERVER_TYPES),
    sort: read.sort(SERVER_SORTS),
    server: read.openId(),
    manage: read.openId(),
    create: read.creating("server"),
  },
  ["q", "status", "type", "sort"],
);

export type HostingState = UrlState<typeof HOSTING_URL>;
export const parseHostingState = HOSTING_URL.parse;
