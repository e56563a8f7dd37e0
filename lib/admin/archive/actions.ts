"use server";

import { archiveSchema } from "../../validations/workspace/archive.ts";
import { adminAction } from "../action.ts";
import { rpcFailure } from "../query.ts";

/*
 * 'Archive' and its 'Undo', for every kind of record staff create: the row leaves or rejoins every list
 * and figure; the database keeps the rules (what stays on record, what must go first) and logs the change.
 */

/** 'Archive': `{ kind, id }`, kind one of the archivable tables. */
export const archiveRecordAction = adminAction(archiveSchema, async ({ kind, id }, { supabase }) => {
  const { error } = await supabase.rpc("archive_record", { p_table: kind, p_id: id });
  return error ? rpcFailure("archive record", error) : { ok: true, id };
});

/** 'Undo' in the archive toast: `{ kind, id }` back in its lists. */
export const restoreRecordAction = adminAction(archiveSchema, async ({ kind, id }, { supabase }) => {
  const { error } = await supabase.rpc("restore_record", { p_table: kind, p_id: id });
  return error ? rpcFailure("restore record", error) : { ok: true, id };
});
