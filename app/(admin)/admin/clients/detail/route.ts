import { getClientDetail } from "@/components/admin/clients/queries";
import { detailRoute } from "@/components/admin/detail-route";

export const GET = detailRoute("client", getClientDetail);
