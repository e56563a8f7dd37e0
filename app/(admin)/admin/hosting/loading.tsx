import { areaLoading } from "../../../../components/admin/area.tsx";
import { hostingArea } from "../../../../components/admin/hosting/area.ts";

export default areaLoading(hostingArea);
