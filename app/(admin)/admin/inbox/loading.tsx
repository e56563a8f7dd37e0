import { areaLoading } from "@/components/admin/area";
import { inboxArea } from "@/components/admin/inbox/area";

export default areaLoading(inboxArea);
