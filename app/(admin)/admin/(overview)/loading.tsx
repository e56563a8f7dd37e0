import { areaLoading } from "../../../../components/admin/area.tsx";
import { overviewArea } from "../../../../components/admin/overview/area.ts";

export default areaLoading(overviewArea);
