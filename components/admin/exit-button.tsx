"use client";

import { Button } from "@chakra-ui/react";
import { LogOut, MonitorX } from "lucide-react";
import { type ReactNode, useState } from "react";
import { createClient } from "../../lib/supabase/client.ts";

/**
 * Ends a session and returns to the site's home page. "local" ends this browser's session only; "global"
 * ends every session of the account (other browsers and devices are asked to sign in again).
 */
function SignOutButton({ scope, children }: { scope: "local" | "global"; children: ReactNode }) {
  const [leaving, setLeaving] = useState(false);
  return (
    <Button
      variant="outline"
      size="sm"
      loading={leaving}
      onClick={async () => {
        setLeaving(true);
        const { error } = await createClient().auth.signOut({ scope });
        if (error) console.warn(`Sign out: ${error.message}`);
        window.location.assign("/");
      }}
    >
      {children}
    </Button>
  );
}

/** 'Exit Dashboard': this device only; the staff member stays signed in elsewhere. */
export function ExitDashboardButton() {
  return (
    <SignOutButton scope="local">
      <LogOut aria-hidden="true" /> Exit Dashboard
    </SignOutButton>
  );
}

/** 'Sign out everywhere': every session of the account, on every device. */
export function SignOutEverywhereButton() {
  return (
    <SignOutButton scope="global">
      <MonitorX aria-hidden="true" /> Sign out everywhere
    </SignOutButton>
  );
}
