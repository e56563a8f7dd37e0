import { detailRoute } from "@/components/admin/detail-route";
import { getServerDetail } from "@/components/admin/hosting/queries";

export const GET = detailRoute("server", getServerDetail);
