import { areaLoading } from "@/components/admin/area";
import { teamArea } from "@/components/admin/team/area";

export default areaLoading(teamArea);
