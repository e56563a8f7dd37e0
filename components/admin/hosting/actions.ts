"use server";

import { type WriteResult, writeFailure } from "@/lib/admin/query";
import { createClient } from "@/lib/supabase/server";
import { resolveAlertSchema, serverStatusSchema } from "./manage-schema";
import { createServer } from "./queries";
import { serverSchema } from "./schema";

const invalid = (issues: { message: string }[]): WriteResult => ({
  ok: false,
  message: issues[0]?.message ?? "Please check the form.",
});
const GONE: WriteResult = { ok: false, message: "It no longer exists, or your account may not change it." };

/** 'Add Server' (Deploy Server), validated again with the form's schema. */
export async function createServerAction(input: unknown): Promise<WriteResult> {
  const parsed = serverSchema.safeParse(input);
  if (!parsed.success) return invalid(parsed.error.issues);
  return createServer(await createClient(), parsed.data);
}

/** 'Manage': changes a server's status, as the signed-in staff member (RLS decides). */
export async function setServerStatusAction(input: unknown): Promise<WriteResult> {
  const parsed = serverStatusSchema.safeParse(input);
  if (!parsed.success) return invalid(parsed.error.issues);
  const supabase = await createClient();
  const { data, error } = await supabase
    .from("servers")
    .update({ status: parsed.data.status })
    .eq("id", parsed.data.serverId)
    .select("id");
  if (error) return writeFailure("server status", error);
  return data?.length ? { ok: true, id: parsed.data.serverId } : GONE;
}

/** Marks a server alert resolved. */
export async function resolveAlertAction(input: unknown): Promise<WriteResult> {
  const parsed = resolveAlertSchema.safeParse(input);
  if (!parsed.success) return invalid(parsed.error.issues);
  const supabase = await createClient();
  const { data, error } = await supabase
    .from("server_alerts")
    .update({ resolved: true })
    .eq("id", parsed.data.alertId)
    .select("id");
  if (error) return writeFailure("resolve alert", error);
  return data?.length ? { ok: true, id: parsed.data.alertId } : GONE;
}
