import { areaLoading } from "@/components/admin/area";
import { projectsArea } from "@/components/admin/projects/area";

export default areaLoading(projectsArea);
