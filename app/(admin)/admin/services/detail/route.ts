import { detailRoute } from "@/components/admin/detail-route";
import { getService } from "@/components/admin/services/queries";

export const GET = detailRoute("service", getService);
