"use server";

import { archiveSchema } from "@/lib/validations/workspace/archive";
import { rpcFailure, type WriteResult } from "./query";
import { asAdmin } from "./session";

const invalid = (issues: { message: string }[]): WriteResult => ({
  ok: false,
  message: issues[0]?.message ?? "This record cannot be archived.",
});

/**
 * 'Archive' (restore = false) and its 'Undo' (restore = true): the row leaves or rejoins every list and
 * figure; the database keeps the rules (what stays on record, what must go first) and logs the change.
 */
async function setArchived(input: unknown, restore: boolean): Promise<WriteResult> {
  const parsed = archiveSchema.safeParse(input);
  if (!parsed.success) return invalid(parsed.error.issues);
  const { kind, id } = parsed.data;
  return asAdmin(async (supabase) => {
    const { error } = await supabase.rpc(restore ? "restore_record" : "archive_record", {
      p_table: kind,
      p_id: id,
    });
    return error ? rpcFailure(restore ? "restore record" : "archive record", error) : { ok: true, id };
  });
}

/** 'Archive': `{ kind, id }`, kind one of the archivable tables. */
export async function archiveRecordAction(input: unknown): Promise<WriteResult> {
  return setArchived(input, false);
}

/** 'Undo' in the archive toast: `{ kind, id }` back in its lists. */
export async function restoreRecordAction(input: unknown): Promise<WriteResult> {
  return setArchived(input, true);
}
