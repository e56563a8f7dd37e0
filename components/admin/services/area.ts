import { defineArea } from "../../../lib/admin/areas.ts";
import { SERVICES_URL } from "./params.ts";

export const servicesArea = defineArea({
  slug: "services",
  label: "Services",
  loading: "Loading services...",
  failed: "adminServicesFailed",
  url: SERVICES_URL,
});
