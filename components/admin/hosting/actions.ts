"use server";

import { adminAction, type FormResult, nextPage } from "../../../lib/admin/action.ts";
import { type Page, writeFailure } from "../../../lib/admin/query.ts";
import { resolveAlertSchema, serverStatusSchema } from "./manage-schema.ts";
import { parseHostingState, SERVER_SORTS } from "./params.ts";
import { createServer, readServerPage, type ServerRow } from "./queries.ts";
import { serverSchema } from "./schema.ts";

const GONE: FormResult = { ok: false, message: "It no longer exists, or your account may not change it." };

/** "Load more" on the servers list: the page after `cursor` in the view `query` names. */
export async function loadMoreServers(query: string, cursor: unknown): Promise<Page<ServerRow>> {
  return nextPage(query, cursor, SERVER_SORTS, parseHostingState, readServerPage);
}

/** 'Add Server' (Deploy Server). */
export const createServerAction = adminAction(serverSchema, (values, { supabase }) =>
  createServer(supabase, values),
);

/** 'Manage': changes a server's status, from the version it was opened at. */
export const setServerStatusAction = adminAction(serverStatusSchema, async (values, { supabase }) => {
  const { data, error } = await supabase
    .from("servers")
    .update({ status: values.status, version: values.version })
    .eq("id", values.serverId)
    .select("id");
  if (error) return writeFailure("server status", error);
  return data?.length ? { ok: true, id: values.serverId } : GONE;
});

/** Marks a server alert resolved. */
export const resolveAlertAction = adminAction(resolveAlertSchema, async (values, { supabase }) => {
  const { data, error } = await supabase
    .from("server_alerts")
    .update({ resolved: true })
    .eq("id", values.alertId)
    .select("id");
  if (error) return writeFailure("resolve alert", error);
  return data?.length ? { ok: true, id: values.alertId } : GONE;
});
