import type { ToastName } from "@/lib/toasts";

/**
 * The dashboard's areas, in navigation order: each is a route under /admin with the line shown while it
 * loads and the toast raised when it cannot be loaded (spec §2, §8). The navigation, the loading and
 * error files of each route and the redirect of the old `?tab=` links all read this one list.
 */
export const ADMIN_AREAS = [
  { slug: "overview", label: "Overview", loading: "Loading overview...", failed: null },
  { slug: "inbox", label: "Inbox", loading: "Loading inbox...", failed: "adminLeadsFailed" },
  { slug: "projects", label: "Projects", loading: "Loading projects...", failed: "adminProjectsFailed" },
  { slug: "clients", label: "Clients", loading: "Loading clients...", failed: "adminClientsFailed" },
  { slug: "services", label: "Services", loading: "Loading services...", failed: "adminServicesFailed" },
  { slug: "team", label: "Team", loading: "Loading elite team...", failed: "adminTeamFailed" },
  {
    slug: "finance",
    label: "Finance",
    loading: "Loading financial systems...",
    failed: "adminFinanceFailed",
  },
  {
    slug: "hosting",
    label: "Hosting",
    loading: "Loading hosting infrastructure...",
    failed: "adminHostingFailed",
  },
  { slug: "marketing", label: "Marketing", loading: "Loading marketing...", failed: null },
] as const satisfies readonly { slug: string; label: string; loading: string; failed: ToastName | null }[];

export type AdminAreaSlug = (typeof ADMIN_AREAS)[number]["slug"];
export type AdminArea = (typeof ADMIN_AREAS)[number];

export const isAdminArea = (value: unknown): value is AdminAreaSlug =>
  ADMIN_AREAS.some((area) => area.slug === value);

export function adminArea(slug: AdminAreaSlug): AdminArea {
  return ADMIN_AREAS.find((area) => area.slug === slug) as AdminArea;
}

/** The area's own address. */
export const adminAreaHref = (slug: AdminAreaSlug) => (slug === "overview" ? "/admin" : `/admin/${slug}`);

/** The area a dashboard path belongs to (`/admin/clients/...` is Clients; `/admin` the overview). */
export function areaOfPath(pathname: string): AdminArea | undefined {
  const segment = pathname.split("/")[2] ?? "";
  return segment === "" ? adminArea("overview") : ADMIN_AREAS.find((area) => area.slug === segment);
}

/**
 * Where an old link of the one-page dashboard (`/admin?tab=projects&project=ID`) lives now
 * (`/admin/projects?project=ID`): every other parameter goes along. Null for any other address.
 */
export function areaOfTabLink(url: URL): URL | null {
  if (url.pathname !== "/admin" || !url.searchParams.has("tab")) return null;
  const tab = url.searchParams.get("tab");
  const target = new URL(url);
  target.searchParams.delete("tab");
  target.pathname = isAdminArea(tab) ? adminAreaHref(tab) : "/admin";
  return target;
}
