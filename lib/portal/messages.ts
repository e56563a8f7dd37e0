import "server-only";
import { after } from "next/server";
import type { Supabase } from "@/lib/admin/query";
import { siteUrl } from "@/lib/env";
import type { NoticeMail } from "@/lib/leads/notice-mail";
import { noticeTransportFromEnv } from "@/lib/leads/notice-transport";
import type { z } from "@/lib/validations/zod-config";
import { messageNotice } from "./notice";
import type { messageSchema } from "./schema";

export type PostResult = { ok: true; id: string } | { ok: false; message: string };

/**
 * Writes a message as the caller's own session (RLS decides whether the project is theirs to write on;
 * the database stamps who, which side and when, and logs it), then, after the response, mails the other
 * side: the client's portal members when staff wrote, staff when the client did.
 */
export async function postProjectMessage(
  supabase: Supabase,
  input: z.output<typeof messageSchema>,
): Promise<PostResult> {
  const { data, error } = await supabase
    .from("project_messages")
    .insert({ project_id: input.projectId, body: input.body })
    .select("id, from_staff, author_email")
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
  after(() => sendMessageNotice(supabase, input.projectId, input.body, data.from_staff, data.author_email));
  return { ok: true, id: data.id };
}

/** The notice of one message. A failure is logged: the message itself is stored and shown either way. */
async function sendMessageNotice(
  supabase: Supabase,
  projectId: string,
  body: string,
  fromStaff: boolean,
  author: string,
) {
  try {
    const mail = fromStaff
      ? await noticeToClient(supabase, projectId, body)
      : await noticeToStaff(supabase, projectId, body, author);
    if (mail) await noticeTransportFromEnv().send(mail);
  } catch (error) {
    console.error("[portal] message notice not sent", error);
  }
}

async function noticeToClient(
  supabase: Supabase,
  projectId: string,
  body: string,
): Promise<NoticeMail | null> {
  const { data: project } = await supabase
    .from("projects")
    .select("name, client_id")
    .eq("id", projectId)
    .single();
  if (!project) return null;
  const { data: members } = await supabase
    .from("portal_members")
    .select("email")
    .eq("client_id", project.client_id)
    .is("revoked_at", null);
  const to = (members ?? []).map((m) => m.email);
  if (to.length === 0) return null;
  return messageNotice({
    to,
    subject: `New message on ${project.name}`,
    intro: `Cardinal Consulting wrote on ${project.name}:`,
    body,
    link: new URL(`/portal/projects/${projectId}`, siteUrl).href,
    linkLabel: "Read and answer it in your portal",
  });
}

async function noticeToStaff(
  supabase: Supabase,
  projectId: string,
  body: string,
  author: string,
): Promise<NoticeMail | null> {
  const { data: project } = await supabase.from("projects").select("name").eq("id", projectId).single();
  if (!project) return null;
  return messageNotice({
    subject: `Client message on ${project.name}`,
    intro: `${author} wrote on ${project.name}:`,
    body,
    link: new URL(`/admin/projects?${new URLSearchParams({ project: projectId })}`, siteUrl).href,
    linkLabel: "Answer it in the project's Messages",
  });
}
