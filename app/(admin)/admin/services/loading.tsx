import { areaLoading } from "../../../../components/admin/area.tsx";
import { servicesArea } from "../../../../components/admin/services/area.ts";

export default areaLoading(servicesArea);
