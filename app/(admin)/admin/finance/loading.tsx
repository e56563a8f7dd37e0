import { areaLoading } from "../../../../components/admin/area.tsx";
import { financeArea } from "../../../../components/admin/finance/area.ts";

export default areaLoading(financeArea);
