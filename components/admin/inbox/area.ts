import { defineArea } from "../../../lib/admin/areas.ts";
import { INBOX_FILTERS } from "./params.ts";

export const inboxArea = defineArea({
  slug: "inbox",
  label: "Inbox",
  loading: "Loading inbox...",
  failed: "adminLeadsFailed",
  url: INBOX_FILTERS,
});
