import { detailRoute } from "../../../../../components/admin/detail-route.ts";
import { getServerDetail } from "../../../../../components/admin/hosting/queries.ts";

export const GET = detailRoute("server", getServerDetail);
