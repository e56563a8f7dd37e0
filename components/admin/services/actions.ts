"use server";

import { adminAction, nextPage } from "../../../lib/admin/action.ts";
import type { Page } from "../../../lib/admin/query.ts";
import { parseServicesState, SERVICE_SORTS } from "./params.ts";
import {
  addServiceListItem,
  createService,
  readServicePage,
  type ServiceRow,
  updateService,
} from "./queries.ts";
import { serviceEditSchema, serviceListAddSchema, serviceSchema } from "./schema.ts";

/** "Load more" on the services list: the page after `cursor` in the view `query` names. */
export async function loadMoreServices(query: string, cursor: unknown): Promise<Page<ServiceRow>> {
  return nextPage(query, cursor, SERVICE_SORTS, parseServicesState, readServicePage);
}

/** 'New Service'. */
export const createServiceAction = adminAction(serviceSchema, (values, { supabase }) =>
  createService(supabase, values),
);

/** Edit on a service card: `{ serviceId, version, values }`. */
export const updateServiceAction = adminAction(
  serviceEditSchema,
  ({ serviceId, version, values }, { supabase }) => updateService(supabase, serviceId, version, values),
);

/** The Add button of a service's features, requirements or deliverables: `{ serviceId, list, item }`. */
export const addServiceListItemAction = adminAction(
  serviceListAddSchema,
  ({ serviceId, list, item }, { supabase }) => addServiceListItem(supabase, serviceId, { list, item }),
);
