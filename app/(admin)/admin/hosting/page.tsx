import { AreaLoadError, areaPage } from "@/components/admin/area";
import { loadMoreServers } from "@/components/admin/hosting/actions";
import { hostingArea } from "@/components/admin/hosting/area";
import { HostingSummary } from "@/components/admin/hosting/hosting-summary";
import { ManageServer } from "@/components/admin/hosting/manage-server";
import { HOSTING_URL, SERVER_SORTS } from "@/components/admin/hosting/params";
import {
  getManagedServer,
  getServerDetail,
  hostingSummary,
  readServerPage,
} from "@/components/admin/hosting/queries";
import { ServerForm } from "@/components/admin/hosting/server-form";
import { ServerList } from "@/components/admin/hosting/server-list";
import { LoadFailedToast } from "@/components/admin/kit/load-failed-toast";
import { ErrorState } from "@/components/admin/kit/states";
import { UrlButton } from "@/components/admin/kit/url-button";
import { clientOptions, projectOptions } from "@/lib/admin/options";
import { listPage } from "@/lib/admin/workspace/params";

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
