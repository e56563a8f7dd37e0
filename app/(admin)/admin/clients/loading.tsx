import { areaLoading } from "../../../../components/admin/area.tsx";
import { clientsArea } from "../../../../components/admin/clients/area.ts";

export default areaLoading(clientsArea);
