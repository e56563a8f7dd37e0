import { cache } from "react";
import type { Supabase } from "../admin/query.ts";
import { createClient } from "../supabase/server.ts";

/** The client record a portal session follows, as `portal_account()` answers for the caller. */
export interface PortalAccount {
  clientId: string;
  company: string;
  contactName: string;
  memberEmail: string;
  acceptedAt: string | null;
}

export type PortalViewer =
  | { signedIn: false }
  | { signedIn: true; account: null; email: string }
  | { signedIn: true; account: PortalAccount; email: string; supabase: Supabase; userId: string };

/**
 * Who is looking at the portal, asked once per request (the layout and the page both need it). The
 * link is read through the caller's own session: RLS is what keeps each client to its own rows, so the
 * pages read with this same client and never with the server's service key.
 */
export const portalViewer = cache(async (): Promise<PortalViewer> => {
  const supabase = await createClient();
  const { data } = await supabase.auth.getClaims();
  const claims = data?.claims;
  if (!claims?.sub) return { signedIn: false };
  const email = typeof claims.email === "string" ? claims.email : "";
  const { data: rows, error } = await supabase.rpc("portal_account");
  if (error) console.error(`Portal account lookup failed (${error.code}): ${error.message}`);
  const row = rows?.[0];
  if (!row) return { signedIn: true, account: null, email };
  return {
    signedIn: true,
    email,
    supabase,
    userId: claims.sub,
    account: {
      clientId: row.client_id,
      company: row.company,
      contactName: row.contact_name,
      memberEmail: row.member_email,
      acceptedAt: row.accepted_at,
    },
  };
});

/** The portal's session with a live link, or null (signed out, no link, revoked). For actions and routes. */
export async function portalMember() {
  const viewer = await portalViewer();
  return viewer.signedIn && viewer.account ? viewer : null;
}
