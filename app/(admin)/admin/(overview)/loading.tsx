import { areaLoading } from "@/components/admin/area";
import { overviewArea } from "@/components/admin/overview/area";

export default areaLoading(overviewArea);
