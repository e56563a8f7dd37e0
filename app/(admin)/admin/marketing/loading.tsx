import { areaLoading } from "../../../../components/admin/area.tsx";
import { marketingArea } from "../../../../components/admin/marketing/area.ts";

export default areaLoading(marketingArea);
