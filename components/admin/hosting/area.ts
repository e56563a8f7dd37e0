import { defineArea } from "@/lib/admin/areas";
import { HOSTING_URL } from "./params";

export const hostingArea = defineArea({
  slug: "hosting",
  label: "Hosting",
  loading: "Loading hosting infrastructure...",
  failed: "adminHostingFailed",
  url: HOSTING_URL,
});
