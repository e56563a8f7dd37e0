import { defineArea } from "@/lib/admin/areas";
import { TEAM_URL } from "./params";

export const teamArea = defineArea({
  slug: "team",
  label: "Team",
  loading: "Loading elite team...",
  failed: "adminTeamFailed",
  url: TEAM_URL,
});
