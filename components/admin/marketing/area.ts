import { defineArea } from "../../../lib/admin/areas.ts";

/** Marketing: figures over time; it reads nothing from its URL and has no failure toast of its own. */
export const marketingArea = defineArea({
  slug: "marketing",
  label: "Marketing",
  loading: "Loading marketing...",
  failed: null,
  url: null,
});
