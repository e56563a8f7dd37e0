import { defineSorts, type Sort } from "@/lib/admin/list-query";
import {
  filterParam,
  isCreating,
  openIdParam,
  type Params,
  searchParam,
  sortParam,
} from "@/lib/admin/workspace/params";
import {
  SERVICE_CATEGORIES,
  SERVICE_STATUSES,
  type ServiceCategory,
  type ServiceStatus,
} from "@/supabase/workspace";

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

/** The parameters that choose the services listed and their order. */
export const SERVICE_LIST_PARAMS = ["q", "category", "status", "sort"] as const;

/** The Services area's state in the URL: search, category and status, the open service, New and Edit. */
export interface ServicesState {
  q: string;
  category: ServiceCategory | "all";
  status: ServiceStatus | "all";
  sort: Sort<keyof typeof SERVICE_SORTS.columns>;
  service: string;
  /** The service whose edit form is open. */
  edit: string;
  create: boolean;
}

export function parseServicesState(params: Params): ServicesState {
  return {
    q: searchParam(params),
    category: filterParam(params, "category", SERVICE_CATEGORIES),
    status: filterParam(params, "status", SERVICE_STATUSES),
    sort: sortParam(params, SERVICE_SORTS),
    service: openIdParam(params, "service"),
    edit: openIdParam(params, "edit"),
    create: isCreating(params, "service"),
  };
}
