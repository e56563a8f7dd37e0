import { requiredText } from "../../../lib/validations/fields.ts";
import {
  money,
  oneOf,
  rowId,
  rowVersion,
  textList,
  wholeNumber,
} from "../../../lib/validations/workspace/fields.ts";
import { z } from "../../../lib/validations/zod-config.ts";
import { SERVICE_CATEGORIES, SERVICE_STATUSES, WORKSPACE_LIMITS } from "../../../supabase/workspace.ts";

/** 'New Service' and Edit: the duration is in hours (shown as weeks of 40 hours). */
export const serviceSchema = z.object({
  name: requiredText("Service name", WORKSPACE_LIMITS.name),
  description: requiredText("Description", WORKSPACE_LIMITS.serviceDescription, { multiline: true }),
  category: oneOf(SERVICE_CATEGORIES, "category"),
  status: oneOf(SERVICE_STATUSES, "status").default("draft"),
  basePrice: money("Base price"),
  hourlyRate: money("Hourly rate"),
  estimatedDuration: wholeNumber("Estimated duration (hours)", 1, WORKSPACE_LIMITS.estimatedDurationHours),
  features: textList("Features", WORKSPACE_LIMITS.listItems, 200),
  requirements: textList("Requirements", WORKSPACE_LIMITS.listItems, 200),
  deliverables: textList("Deliverables", WORKSPACE_LIMITS.listItems, 200),
});

export type ServiceInput = z.input<typeof serviceSchema>;
export type ServiceValues = z.output<typeof serviceSchema>;

export function serviceRow(values: ServiceValues) {
  return {
    name: values.name,
    description: values.description,
    category: values.category,
    status: values.status,
    base_price: values.basePrice,
    hourly_rate: values.hourlyRate,
    estimated_duration: values.estimatedDuration,
    features: values.features,
    requirements: values.requirements,
    deliverables: values.deliverables,
  };
}

/** The Add button of a service's features, requirements or deliverables list. */
export const serviceListItemSchema = z.object({
  list: z.enum(["features", "requirements", "deliverables"]),
  item: requiredText("Item", 200),
});
export type ServiceListItemValues = z.output<typeof serviceListItemSchema>;

/** Edit on a service card: the service, the version the form was opened from, and the form's values. */
export const serviceEditSchema = z.object({
  serviceId: rowId("service"),
  version: rowVersion(),
  values: serviceSchema,
});

/** The Add button of a service's list: the service, which list, the item. */
export const serviceListAddSchema = serviceListItemSchema.extend({ serviceId: rowId("service") });
