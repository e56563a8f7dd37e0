import { AreaLoadError, areaPage } from "../../../../components/admin/area.tsx";
import { loadMoreServers } from "../../../../components/admin/hosting/actions.ts";
import { hostingArea } from "../../../../components/admin/hosting/area.ts";
import { HostingSummary } from "../../../../components/admin/hosting/hosting-summary.tsx";
import { ManageServer } from "../../../../components/admin/hosting/manage-server.tsx";
import { HOSTING_URL, SERVER_SORTS } from "../../../../components/admin/hosting/params.ts";
import {
  getManagedServer,
  getServerDetail,
  hostingSummary,
  readServerPage,
} from "../../../../components/admin/hosting/queries.ts";
import { ServerForm } from "../../../../components/admin/hosting/server-form.tsx";
import { ServerList } from "../../../../components/admin/hosting/server-list.tsx";
import { LoadFailedToast } from "../../../../components/admin/kit/load-failed-toast.tsx";
import { ErrorState } from "../../../../components/admin/kit/states.tsx";
import { UrlButton } from "../../../../components/admin/kit/url-button.tsx";
import { clientOptions, projectOptions } from "../../../../lib/admin/options.ts";
import { listPage } from "../../../../lib/admin/workspace/params.ts";

const FAILED = "Could not load the hosting data. The error has been logged.";

/** Hosting: summary cards, servers with search and filters, detail, Manage and Add Server. */
export default areaPage(hostingArea, async (supabase, params, state) => {
  const [summary, servers, detail, managed, clients, projects] = await Promise.all([
    hostingSummary(supabase),
    readServerPage(supabase, state, null),
    state.server ? getServerDetail(supabase, state.server) : null,
    state.manage ? getManagedServer(supabase, state.manage) : null,
    state.create ? clientOptions(supabase) : null,
    state.create ? projectOptions(supabase) : null,
  ]);
  if (!servers.ok) throw new AreaLoadError("the servers list");
  const failed =
    summary.failed || Boolean(detail?.failed || managed?.failed || clients?.failed || projects?.failed);
  return (
    <>
      <LoadFailedToast name="adminHostingFailed" failed={failed} />
      {summary.failed ? <ErrorState title={FAILED} /> : <HostingSummary summary={summary.data} />}
      <UrlButton changes={{ new: "server" }} alignSelf="flex-start">
        Add Server
      </UrlButton>
      <ServerList
        servers={listPage(servers, params, HOSTING_URL.list, SERVER_SORTS, state.sort, loadMoreServers)}
        filtered={Boolean(state.q) || state.status !== "all" || state.type !== "all"}
        openId={state.server}
        detail={detail}
      />
      {managed?.data ? (
        <ManageServer
          key={`${managed.data.record.id}-${managed.data.record.version}`}
          server={managed.data.server}
          record={managed.data.record}
        />
      ) : null}
      {state.create && clients && !clients.failed && projects && !projects.failed ? (
        <ServerForm clients={clients.data} projects={projects.data} />
      ) : null}
    </>
  );
});
