"use server";

import { adminAction } from "@/lib/admin/action";
import { addServiceListItem, createService, updateService } from "./queries";
import { serviceEditSchema, serviceListAddSchema, serviceSchema } from "./schema";

/** 'New Service'. */
export const createServiceAction = adminAction(serviceSchema, (values, { supabase }) =>
  createService(supabase, values),
);

/** Edit on a service card: `{ serviceId, values }`. */
export const updateServiceAction = adminAction(serviceEditSchema, ({ serviceId, values }, { supabase }) =>
  updateService(supabase, serviceId, values),
);

/** The Add button of a service's features, requirements or deliverables: `{ serviceId, list, item }`. */
export const addServiceListItemAction = adminAction(
  serviceListAddSchema,
  ({ serviceId, list, item }, { supabase }) => addServiceListItem(supabase, serviceId, { list, item }),
);
