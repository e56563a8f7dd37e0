import { defineArea } from "../../../lib/admin/areas.ts";
import { PROJECTS_URL } from "./params.ts";

export const projectsArea = defineArea({
  slug: "projects",
  label: "Projects",
  loading: "Loading projects...",
  failed: "adminProjectsFailed",
  url: PROJECTS_URL,
});
