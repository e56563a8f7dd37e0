import { filterParam, isCreating, openIdParam, type Params, searchParam } from "@/lib/admin/workspace/params";
import {
  SERVICE_CATEGORIES,
  SERVICE_STATUSES,
  type ServiceCategory,
  type ServiceStatus,
} from "@/supabase/workspace";

/** The Services area's state in the URL: search, category and status, the open service, New and Edit. */
export interface ServicesState {
  q: string;
  category: ServiceCategory | "all";
  status: ServiceStatus | "all";
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
    service: openIdParam(params, "service"),
    edit: openIdParam(params, "edit"),
    create: isCreating(params, "service"),
  };
}
