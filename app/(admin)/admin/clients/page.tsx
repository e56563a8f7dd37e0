import { AreaLoadError, areaPage } from "../../../../components/admin/area.tsx";
import { loadMoreClients } from "../../../../components/admin/clients/actions.ts";
import { clientsArea } from "../../../../components/admin/clients/area.ts";
import { ClientsView } from "../../../../components/admin/clients/clients-view.tsx";
import { CLIENT_SORTS, CLIENTS_URL, withIndustry } from "../../../../components/admin/clients/params.ts";
import {
  clientIndustries,
  clientsSummary,
  getClientDetail,
  readClientPage,
} from "../../../../components/admin/clients/queries.ts";
import { listPage } from "../../../../lib/admin/workspace/params.ts";

export default areaPage(clientsArea, async (supabase, params, area) => {
  // The industry filter is checked against the industries the clients have, read first.
  const industries = await clientIndustries(supabase);
  const known = industries.data ?? [];
  const state = withIndustry(area, params, known);
  const openId = state.client;
  const [list, summary, detail] = await Promise.all([
    readClientPage(supabase, state, null),
    clientsSummary(supabase),
    openId ? getClientDetail(supabase, openId) : null,
  ]);
  if (!list.ok) throw new AreaLoadError("the clients list");
  return (
    <ClientsView
      clients={listPage(list, params, CLIENTS_URL.list, CLIENT_SORTS, state.sort, loadMoreClients)}
      summary={summary.data}
      industries={known}
      detail={detail}
      openId={openId}
      creating={state.create}
      editing={state.edit}
      filtered={Boolean(state.q) || state.status !== "all" || state.industry !== "all"}
      failed={industries.failed || summary.failed || Boolean(detail?.failed)}
    />
  );
});
