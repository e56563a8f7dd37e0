import { areaLoading } from "../../../../components/admin/area.tsx";
import { projectsArea } from "../../../../components/admin/projects/area.ts";

export default areaLoading(projectsArea);
