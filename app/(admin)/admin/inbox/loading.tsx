import { areaLoading } from "../../../../components/admin/area.tsx";
import { inboxArea } from "../../../../components/admin/inbox/area.ts";

export default areaLoading(inboxArea);
