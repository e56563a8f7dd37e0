import { defineArea } from "@/lib/admin/areas";
import { INBOX_FILTERS } from "./params";

export const inboxArea = defineArea({
  slug: "inbox",
  label: "Inbox",
  loading: "Loading inbox...",
  failed: "adminLeadsFailed",
  url: INBOX_FILTERS,
});
