import { defineArea } from "../../../lib/admin/areas.ts";
import { HOSTING_URL } from "./params.ts";

export const hostingArea = defineArea({
  slug: "hosting",
  label: "Hosting",
  loading: "Loading hosting infrastructure...",
  failed: "adminHostingFailed",
  url: HOSTING_URL,
});
