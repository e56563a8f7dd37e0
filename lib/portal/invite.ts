import "server-only";
import type { Supabase } from "../admin/query.ts";
import { rpcFailure } from "../admin/query.ts";
import { siteUrl } from "../runtime/env.ts";
import { createServiceClient } from "../supabase/service.ts";
import { PORTAL_WELCOME_PATH } from "./paths.ts";

export type InviteResult =
  | { ok: true; id: string; mailed: boolean }
  | { ok: false; message: string; fieldErrors?: Record<string, string> };

/**
 * Invites `email` to the portal of a client and links the account to it. The invitation goes through
 * the auth admin API with the server's service key (it creates the account and mails its link); the
 * link itself is written by the staff member's own session (`link_portal_member`: admins only, logged).
 * An address that already has an account is linked without a mail: its owner signs in as before.
 * The mail is in the language the CRM knows the person by (`client_locale`: their leads'), English when
 * it knows none: the account's `locale`, which the invite template reads (supabase/templates/invite.html).
 */
export async function inviteToPortal(
  staff: Supabase,
  clientId: string,
  email: string,
  origin: string | null,
): Promise<InviteResult> {
  const redirectTo = new URL(PORTAL_WELCOME_PATH, origin ?? siteUrl).href;
  const known = await staff.rpc("client_locale", { p_client_id: clientId, p_email: email });
  if (known.error) return rpcFailure("read the client's language", known.error);
  const invited = await createServiceClient().auth.admin.inviteUserByEmail(email, {
    redirectTo,
    ...(known.data === "es" ? { data: { locale: "es" } } : {}),
  });
  const exists = invited.error?.code === "email_exists";
  if (invited.error && !exists) {
    console.error(
      `[portal] invitation failed (${invited.error.code ?? "no code"}): ${invited.error.message}`,
    );
    return {
      ok: false,
      message:
        invited.error.status === 429
          ? "Too many invitations were sent just now. Please try again in a few minutes."
          : "The invitation could not be sent. Please try again.",
    };
  }
  const { data, error } = await staff.rpc("link_portal_member", { p_client_id: clientId, p_email: email });
  if (error) return rpcFailure("link portal member", error);
  return { ok: true, id: data as string, mailed: !exists };
}
