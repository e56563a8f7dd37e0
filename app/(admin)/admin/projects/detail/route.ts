import { detailRoute } from "@/components/admin/detail-route";
import { getProjectDetail } from "@/components/admin/projects/queries";

export const GET = detailRoute("project", getProjectDetail);
