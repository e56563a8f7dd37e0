import { areaLoading } from "../../../../components/admin/area.tsx";
import { teamArea } from "../../../../components/admin/team/area.ts";

export default areaLoading(teamArea);
