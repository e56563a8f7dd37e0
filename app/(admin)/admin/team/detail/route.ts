import { detailRoute } from "@/components/admin/detail-route";
import { getTeamMemberDetail } from "@/components/admin/team/queries";

export const GET = detailRoute("member", getTeamMemberDetail);
