import { defineArea } from "@/lib/admin/areas";
import { SERVICES_URL } from "./params";

export const servicesArea = defineArea({
  slug: "services",
  label: "Services",
  loading: "Loading services...",
  failed: "adminServicesFailed",
  url: SERVICES_URL,
});
