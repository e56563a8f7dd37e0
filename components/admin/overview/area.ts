import { defineArea } from "../../../lib/admin/areas.ts";

/** The Overview: the dashboard's first area, at /admin itself; it reads nothing from its URL. */
export const overviewArea = defineArea({
  slug: "overview",
  label: "Overview",
  loading: "Loading overview...",
  failed: null,
  url: null,
  home: true,
});
