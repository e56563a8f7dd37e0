import { areaLoading } from "@/components/admin/area";
import { hostingArea } from "@/components/admin/hosting/area";

export default areaLoading(hostingArea);
