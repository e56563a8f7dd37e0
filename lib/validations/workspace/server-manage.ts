import { SERVER_STATUSES } from "@/supabase/workspace";
import { z } from "../zod-config";
import { oneOf, rowId } from "./fields";

/** 'Manage': a server's status changed by staff (e.g. into maintenance and back online). */
export const serverStatusSchema = z.object({
  serverId: rowId("server"),
  status: oneOf(SERVER_STATUSES, "status"),
});

/** An alert marked resolved. */
export const resolveAlertSchema = z.object({ alertId: rowId("alert") });

export type ServerStatusInput = z.input<typeof serverStatusSchema>;
export type ServerStatusValues = z.output<typeof serverStatusSchema>;
