import { AreaLoadError, areaPage } from "@/components/admin/area";
import { getService, listServices, servicesSummary } from "@/components/admin/services/queries";
import { ServicesView } from "@/components/admin/services/services-view";
import { filterParam, isCreating, openIdParam, searchParam } from "@/lib/admin/workspace/params";
import { SERVICE_CATEGORIES, SERVICE_STATUSES } from "@/supabase/workspace";

export default areaPage(async (supabase, params) => {
  const filters = {
    search: searchParam(params),
    category: filterParam(params, "category", SERVICE_CATEGORIES),
    status: filterParam(params, "status", SERVICE_STATUSES),
  };
  const openId = openIdParam(params, "service");
  const editId = openIdParam(params, "edit");
  const [list, summary, detail, editing] = await Promise.all([
    listServices(supabase, filters),
    servicesSummary(supabase),
    openId ? getService(supabase, openId) : null,
    editId ? getService(supabase, editId) : null,
  ]);
  if (list.failed) throw new AreaLoadError("the services list");
  return (
    <ServicesView
      services={list.data}
      summary={summary.data}
      detail={detail}
      openId={openId}
      creating={isCreating(params, "service")}
      editing={editing?.data ?? null}
      filtered={Boolean(filters.search) || filters.category !== "all" || filters.status !== "all"}
      failed={summary.failed || Boolean(detail?.failed) || Boolean(editing?.failed)}
    />
  );
});
