"use client";

import { Button } from "@chakra-ui/react";
import { LogOut } from "lucide-react";
import { useState } from "react";
import { createClient } from "@/lib/supabase/client";

/** Signs out and returns to the site's home page. */
export function ExitDashboardButton() {
  const [leaving, setLeaving] = useState(false);
  return (
    <Button
      variant="outline"
      size="sm"
      loading={leaving}
      onClick={async () => {
        setLeaving(true);
        const { error } = await createClient().auth.signOut();
        if (error) console.warn(`Sign out: ${error.message}`);
        window.location.assign("/");
      }}
    >
      <LogOut aria-hidden="true" /> Exit Dashboard
    </Button>
  );
}
