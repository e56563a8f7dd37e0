import { AreaLoadError, areaPage } from "../../../../components/admin/area.tsx";
import { loadMoreServices } from "../../../../components/admin/services/actions.ts";
import { servicesArea } from "../../../../components/admin/services/area.ts";
import { SERVICE_SORTS, SERVICES_URL } from "../../../../components/admin/services/params.ts";
import {
  getService,
  getServiceRecord,
  readServicePage,
  servicesSummary,
} from "../../../../components/admin/services/queries.ts";
import { ServicesView } from "../../../../components/admin/services/services-view.tsx";
import { listPage } from "../../../../lib/admin/workspace/params.ts";

export default areaPage(servicesArea, async (supabase, params, state) => {
  const openId = state.service;
  const editId = state.edit;
  const [list, summary, detail, editing] = await Promise.all([
    readServicePage(supabase, state, null),
    servicesSummary(supabase),
    openId ? getService(supabase, openId) : null,
    editId ? getServiceRecord(supabase, editId) : null,
  ]);
  if (!list.ok) throw new AreaLoadError("the services list");
  return (
    <ServicesView
      services={listPage(list, params, SERVICES_URL.list, SERVICE_SORTS, state.sort, loadMoreServices)}
      summary={summary.data}
      detail={detail}
      openId={openId}
      creating={state.create}
      editing={editing?.data ?? null}
      filtered={Boolean(state.q) || state.category !== "all" || state.status !== "all"}
      failed={summary.failed || Boolean(detail?.failed) || Boolean(editing?.failed)}
    />
  );
});
