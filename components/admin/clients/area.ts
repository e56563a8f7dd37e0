import { defineArea } from "../../../lib/admin/areas.ts";
import { CLIENTS_URL } from "./params.ts";

export const clientsArea = defineArea({
  slug: "clients",
  label: "Clients",
  loading: "Loading clients...",
  failed: "adminClientsFailed",
  url: CLIENTS_URL,
});
