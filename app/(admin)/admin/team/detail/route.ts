import { detailRoute } from "../../../../../components/admin/detail-route.ts";
import { getTeamMemberDetail } from "../../../../../components/admin/team/queries.ts";

export const GET = detailRoute("member", getTeamMemberDetail);
