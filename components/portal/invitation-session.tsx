"use client";

import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";
import { css } from "../../styled-system/css/index.mjs";
import { loadEveryIsland } from "../ui/on-demand.tsx";

/**
 * The invitation's link lands here with the session in the address's fragment (the auth server's
 * implicit answer to an admin invitation), which only the browser sees: it is stored as the site's
 * session cookie, taken out of the address, and the page renders again on the server, signed in.
 * A failed link (used, expired) says so in our words.
 */
export function InvitationSession() {
  const router = useRouter();
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    const hash = new URLSearchParams(window.location.hash.slice(1));
    if (hash.has("error") || hash.has("error_code")) {
      window.history.replaceState(null, "", window.location.pathname);
      setFailure(
        hash.get("error_code") === "otp_expired"
          ? "This invitation link has been used or has expired. Ask us to send a new invitation."
          : "This invitation link did not work. Ask us to send a new invitation.",
      );
      return;
    }
    const access_token = hash.get("access_token");
    const refresh_token = hash.get("refresh_token");
    if (!access_token || !refresh_token) return;
    window.history.replaceState(null, "", window.location.pathname);
    void import("../../lib/supabase/client.ts")
      .then(({ createClient }) => createClient().auth.setSession({ access_token, refresh_token }))
      .then(({ error }) => {
        if (error) {
          setFailure("This invitation link did not work. Ask us to send a new invitation.");
          return;
        }
        // The page renders again signed in with no visitor's hand in it: a refresh waits for every island
        // on the page to hydrate, and islands load on a first use that has not happened (ui/on-demand).
        loadEveryIsland();
        router.refresh();
      })
      .catch(() => setFailure("The server could not be reached. Open the link from the e-mail again."));
  }, [router]);
  if (!failure) return null;
  return (
    <p role="alert" className={css({ color: "fg.error" })}>
      {failure}
    </p>
  );
}
