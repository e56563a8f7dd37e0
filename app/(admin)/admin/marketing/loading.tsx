import { areaLoading } from "@/components/admin/area";
import { marketingArea } from "@/components/admin/marketing/area";

export default areaLoading(marketingArea);
