import { oneOf, rowId, rowVersion } from "../../../lib/validations/workspace/fields.ts";
import { z } from "../../../lib/validations/zod-config.ts";
import { SERVER_STATUSES } from "../../../supabase/workspace.ts";

/**
 * 'Manage': a server's status changed by staff (e.g. into maintenance and back online), from the
 * version of the server it was opened at.
 */
export const serverStatusSchema = z.object({
  serverId: rowId("server"),
  version: rowVersion(),
  status: oneOf(SERVER_STATUSES, "status"),
});

/** An alert marked resolved. */
export const resolveAlertSchema = z.object({ alertId: rowId("alert") });

export type ServerStatusInput = z.input<typeof serverStatusSchema>;
export type ServerStatusValues = z.output<typeof serverStatusSchema>;
