/**
 * The dashboard's tabs, in order, with the line shown while each loads (spec §2). The open one lives in
 * the URL (`?tab=`), so a view can be shared.
 */
export const ADMIN_TABS = [
  { value: "overview", label: "Overview", loading: "Loading overview..." },
  { value: "inbox", label: "Inbox", loading: "Loading inbox..." },
  { value: "projects", label: "Projects", loading: "Loading projects..." },
  { value: "clients", label: "Clients", loading: "Loading clients..." },
  { value: "services", label: "Services", loading: "Loading services..." },
  { value: "team", label: "Team", loading: "Loading elite team..." },
  { value: "finance", label: "Finance", loading: "Loading financial systems..." },
  { value: "hosting", label: "Hosting", loading: "Loading hosting infrastructure..." },
  { value: "marketing", label: "Marketing", loading: "Loading marketing..." },
] as const;

export type AdminTab = (typeof ADMIN_TABS)[number]["value"];

export const isAdminTab = (value: unknown): value is AdminTab =>
  ADMIN_TABS.some((tab) => tab.value === value);

/** The tab's own address; Back returns to it. */
export const adminTabHref = (tab: AdminTab) => (tab === "overview" ? "/admin" : `/admin?tab=${tab}`);
