import { areaLoading } from "@/components/admin/area";
import { servicesArea } from "@/components/admin/services/area";

export default areaLoading(servicesArea);
