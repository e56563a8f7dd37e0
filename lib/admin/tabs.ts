/** The dashboard's tabs, in order. The open one lives in the URL (`?tab=`), so a view can be shared. */
export const ADMIN_TABS = [
  { value: "overview", label: "Overview" },
  { value: "inbox", label: "Inbox" },
  { value: "projects", label: "Projects" },
  { value: "clients", label: "Clients" },
  { value: "services", label: "Services" },
  { value: "team", label: "Team" },
  { value: "finance", label: "Finance" },
  { value: "hosting", label: "Hosting" },
  { value: "marketing", label: "Marketing" },
] as const;

export type AdminTab = (typeof ADMIN_TABS)[number]["value"];

export const isAdminTab = (value: unknown): value is AdminTab =>
  ADMIN_TABS.some((tab) => tab.value === value);

/** The tab's own address; Back returns to it. */
export const adminTabHref = (tab: AdminTab) => (tab === "overview" ? "/admin" : `/admin?tab=${tab}`);
