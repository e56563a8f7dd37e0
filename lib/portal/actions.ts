"use server";

import { refresh } from "next/cache";
import { redirect } from "next/navigation";
import { after } from "next/server";
import { kickNoticeDelivery } from "../leads/notices.ts";
import { createClient } from "../supabase/server.ts";
import { postProjectMessage } from "./messages.ts";
import { messageSchema, portalPasswordSchema, quoteDecisionSchema } from "./schema.ts";
import { portalMember } from "./session.ts";

/** What a portal form shows after it posts: nothing yet, the sentence of a refusal, or that it went. */
export type PortalFormState = { status: "idle" } | { status: "error"; message: string } | { status: "sent" };

/**
 * 'Send' under a project's thread in the portal. A plain form post (it works before scripts load);
 * the member's own session writes, so RLS decides the project is theirs.
 */
export async function postClientMessage(_state: PortalFormState, form: FormData): Promise<PortalFormState> {
  const member = await portalMember();
  if (!member) return { status: "error", message: "Your portal access has ended. Please sign in again." };
  const parsed = messageSchema.safeParse({ projectId: form.get("projectId"), body: form.get("body") });
  if (!parsed.success)
    return { status: "error", message: parsed.error.issues[0]?.message ?? "Check the message." };
  const result = await postProjectMessage(member.supabase, parsed.data);
  if (!result.ok) return { status: "error", message: result.message };
  refresh();
  return { status: "sent" };
}

/**
 * 'Accept quote' or 'Decline quote' in the portal: a plain form post, as the member's own session;
 * decide_quote checks the quote is its client's, still open and valid, and on acceptance approves the
 * project and drafts its invoice in the same transaction. Its refusals are sentences for the client.
 */
export async function decidePortalQuote(_state: PortalFormState, form: FormData): Promise<PortalFormState> {
  const member = await portalMember();
  if (!member) return { status: "error", message: "Your portal access has ended. Please sign in again." };
  const parsed = quoteDecisionSchema.safeParse({
    quoteId: form.get("quoteId"),
    decision: form.get("decision"),
    reason: form.get("reason") ?? undefined,
  });
  if (!parsed.success)
    return { status: "error", message: parsed.error.issues[0]?.message ?? "Check your answer." };
  const { error } = await member.supabase.rpc("decide_quote", {
    p_quote_id: parsed.data.quoteId,
    p_accept: parsed.data.decision === "accept",
    p_reason: parsed.data.reason || undefined,
  });
  if (error) {
    console.error(`[portal] quote not decided (${error.code || "no code"}): ${error.message}`);
    return {
      status: "error",
      message:
        error.code === "P0001" || error.code === "42501"
          ? error.message
          : "Your answer could not be saved. Please try again.",
    };
  }
  // The answer queued its notice to staff: delivered after the response, retried by the sweep.
  after(() => kickNoticeDelivery());
  refresh();
  return { status: "sent" };
}

/**
 * The invitation's last step: the password the contact chooses, set on the account the link signed in
 * (the auth server's own update, with the session's cookies), then the portal.
 */
export async function setPortalPassword(_state: PortalFormState, form: FormData): Promise<PortalFormState> {
  const parsed = portalPasswordSchema.safeParse({
    password: form.get("password"),
    confirm: form.get("confirm"),
  });
  if (!parsed.success)
    return { status: "error", message: parsed.error.issues[0]?.message ?? "Check the password." };
  const supabase = await createClient();
  const { data } = await supabase.auth.getClaims();
  if (!data?.claims?.sub) {
    return {
      status: "error",
      message:
        "The invitation's link did not sign you in. Open it again from the e-mail, or ask us for a new one.",
    };
  }
  const { error } = await supabase.auth.updateUser({ password: parsed.data.password });
  if (error && error.code !== "same_password") {
    console.error(`[portal] password not set (${error.code ?? "no code"}): ${error.message}`);
    return {
      status: "error",
      message:
        error.code === "weak_password" ? error.message : "The password could not be saved. Please try again.",
    };
  }
  const accepted = await supabase.rpc("accept_portal_invite");
  if (accepted.error) console.error(`[portal] invitation not marked accepted: ${accepted.error.message}`);
  redirect("/portal");
}
