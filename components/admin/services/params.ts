import { defineSorts } from "../../../lib/admin/list-query.ts";
import { defineUrlState, read, type UrlState } from "../../../lib/admin/workspace/params.ts";
import { SERVICE_CATEGORIES, SERVICE_STATUSES } from "../../../supabase/workspace.ts";

/** What staff sort services by; name A to Z unless they choose. */
export const SERVICE_SORTS = defineSorts(
  {
    name: { column: "name", kind: "text", label: "Name" },
    status: { column: "status", kind: "enum", values: SERVICE_STATUSES, label: "Status" },
    price: { column: "base_price", kind: "number", label: "Base price" },
    revenue: { column: "total_revenue", kind: "number", label: "Revenue" },
  },
  { key: "name", direction: "asc" },
);

/** The Services area's state in the URL: search, category and status, the open service, New and Edit. */
export const SERVICES_URL = defineUrlState(
  {
    q: read.search,
    category: read.filter(SERVICE_CATEGORIES),
    status: read.filter(SERVICE_STATUSES),
    sort: read.sort(SERVICE_SORTS),
    service: read.openId(),
    /** The service whose edit form is open. */
    edit: read.openId(),
    create: read.creating("service"),
  },
  ["q", "category", "status", "sort"],
);

export type ServicesState = UrlState<typeof SERVICES_URL>;
export const parseServicesState = SERVICES_URL.parse;
