import { areaLoading } from "@/components/admin/area";
import { financeArea } from "@/components/admin/finance/area";

export default areaLoading(financeArea);
