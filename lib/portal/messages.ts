import "server-only";
import { after } from "next/server";
import type { Supabase } from "../admin/query.ts";
import { kickNoticeDelivery } from "../leads/notices.ts";
import type { z } from "../validations/zod-config.ts";
import type { messageSchema } from "./schema.ts";

export type PostResult = { ok: true; id: string } | { ok: false; message: string };

/**
 * Writes a message as the caller's own session (RLS decides whether the project is theirs to write on;
 * the database stamps who, which side and when, logs it and queues its notice), then, after the response,
 * the notice worker mails the other side: the client's portal members when staff wrote, staff when the
 * client did; a failed mail is retried like a lead's notice.
 */
export async function postProjectMessage(
  supabase: Supabase,
  input: z.output<typeof messageSchema>,
): Promise<PostResult> {
  const { data, error } = await supabase
    .from("project_messages")
    .insert({ project_id: input.projectId, body: input.body })
    .select("id")
    .single();
  if (error) {
    console.error(`[portal] message not stored (${error.code || "no code"}): ${error.message}`);
    return {
      ok: false,
      message:
        error.code === "42501"
          ? "You cannot write on this project."
          : "The message could not be sent. Please try again.",
    };
  }
  // The insert queued its notice (the outbox): delivered after the response, retried by the sweep.
  after(() => kickNoticeDelivery());
  return { ok: true, id: data.id };
}
