import { AreaLoadError, areaPage } from "@/components/admin/area";
import { HostingSummary } from "@/components/admin/hosting/hosting-summary";
import { ManageServer } from "@/components/admin/hosting/manage-server";
import { parseHostingState } from "@/components/admin/hosting/params";
import { getServerDetail, hostingSummary, listServers } from "@/components/admin/hosting/queries";
import { ServerForm } from "@/components/admin/hosting/server-form";
import { ServerList } from "@/components/admin/hosting/server-list";
import { LoadFailedToast } from "@/components/admin/kit/load-failed-toast";
import { ErrorState } from "@/components/admin/kit/states";
import { UrlButton } from "@/components/admin/kit/url-button";
import { clientOptions, projectOptions } from "@/lib/admin/options";

const FAILED = "Could not load the hosting data. The error has been logged.";

/** Hosting: summary cards, servers with search and filters, detail, Manage and Add Server. */
export default areaPage(async (supabase, params) => {
  const state = parseHostingState(params);
  const [summary, servers, detail, clients, projects] = await Promise.all([
    hostingSummary(supabase),
    listServers(supabase, { search: state.q, status: state.status, type: state.type }),
    state.server ? getServerDetail(supabase, state.server) : null,
    state.create ? clientOptions(supabase) : null,
    state.create ? projectOptions(supabase) : null,
  ]);
  if (servers.failed) throw new AreaLoadError("the servers list");
  const managed = state.manage ? servers.data.find((s) => s.id === state.manage) : undefined;
  const failed = summary.failed || Boolean(detail?.failed || clients?.failed || projects?.failed);
  return (
    <>
      <LoadFailedToast name="adminHostingFailed" failed={failed} />
      {summary.failed ? <ErrorState title={FAILED} /> : <HostingSummary summary={summary.data} />}
      <UrlButton changes={{ new: "server" }} alignSelf="flex-start">
        Add Server
      </UrlButton>
      <ServerList
        servers={servers.data}
        filtered={Boolean(state.q) || state.status !== "all" || state.type !== "all"}
        openId={state.server}
        detail={detail === null ? null : detail.failed ? "failed" : detail.data}
      />
      {managed ? <ManageServer key={`${managed.id}-${managed.status}`} server={managed} /> : null}
      {state.create && clients && !clients.failed && projects && !projects.failed ? (
        <ServerForm clients={clients.data} projects={projects.data} />
      ) : null}
    </>
  );
});
