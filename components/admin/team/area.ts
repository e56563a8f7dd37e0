import { defineArea } from "../../../lib/admin/areas.ts";
import { TEAM_URL } from "./params.ts";

export const teamArea = defineArea({
  slug: "team",
  label: "Team",
  loading: "Loading elite team...",
  failed: "adminTeamFailed",
  url: TEAM_URL,
});
