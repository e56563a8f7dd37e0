import { areaLoading } from "@/components/admin/area";
import { clientsArea } from "@/components/admin/clients/area";

export default areaLoading(clientsArea);
