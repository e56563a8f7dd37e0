import { detailRoute } from "../../../../../components/admin/detail-route.ts";
import { getProjectDetail } from "../../../../../components/admin/projects/queries.ts";

export const GET = detailRoute("project", getProjectDetail);
