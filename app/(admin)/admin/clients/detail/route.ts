import { getClientDetail } from "../../../../../components/admin/clients/queries.ts";
import { detailRoute } from "../../../../../components/admin/detail-route.ts";

export const GET = detailRoute("client", getClientDetail);
