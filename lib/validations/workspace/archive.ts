import { z } from "../zod-config.ts";
import { oneOf, rowId } from "./fields.ts";

/**
 * The tables whose rows staff archive from the dashboard: the same closed list as the database's
 * public.archivable_tables(), which checks it again.
 */
export const ARCHIVABLE = [
  "clients",
  "projects",
  "invoices",
  "expenses",
  "services",
  "team_members",
  "servers",
  "project_milestones",
  "project_tasks",
  "project_time_entries",
] as const;

export type Archivable = (typeof ARCHIVABLE)[number];

/** 'Archive' and its 'Undo': which kind of record, and which one. */
export const archiveSchema = z.object({
  kind: oneOf(ARCHIVABLE, "kind"),
  id: rowId("record"),
});

export type ArchiveInput = z.input<typeof archiveSchema>;
