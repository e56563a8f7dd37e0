import { defineArea } from "@/lib/admin/areas";
import { PROJECTS_URL } from "./params";

export const projectsArea = defineArea({
  slug: "projects",
  label: "Projects",
  loading: "Loading projects...",
  failed: "adminProjectsFailed",
  url: PROJECTS_URL,
});
