import { defineArea } from "@/lib/admin/areas";
import { CLIENTS_URL } from "./params";

export const clientsArea = defineArea({
  slug: "clients",
  label: "Clients",
  loading: "Loading clients...",
  failed: "adminClientsFailed",
  url: CLIENTS_URL,
});
