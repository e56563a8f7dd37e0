import { detailRoute } from "../../../../../components/admin/detail-route.ts";
import { getService } from "../../../../../components/admin/services/queries.ts";

export const GET = detailRoute("service", getService);
