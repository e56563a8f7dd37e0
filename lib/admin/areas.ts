import type { ToastArgs, ToastName } from "../runtime/toasts.ts";
import type { UrlStateDefinition } from "./workspace/params.ts";

/** A toast that takes no arguments: what an area raises when it cannot be loaded. */
export type FailureToast = { [N in ToastName]: ToastArgs<N> extends [] ? N : never }[ToastName];

/**
 * One dashboard area, declared in its own folder (components/admin/<slug>/area.ts): its route under
 * /admin, the line shown while it loads and the toast raised when it cannot be loaded, and
 * what it reads from its URL. The route's page, loading.tsx and error.tsx are made from it
 * (components/admin/area.tsx, area-error.tsx); the navigation and the redirect of the old `?tab=` links
 * read the list of definitions (components/admin/areas.ts).
 */
export interface AreaDefinition<
  Slug extends string = string,
  Url extends UrlStateDefinition | null = UrlStateDefinition | null,
> {
  slug: Slug;
  /** The navigation's label. */
  label: string;
  /** The loading line, shown by the route's loading.tsx. */
  loading: string;
  /** The failure toast (lib/runtime/toasts.ts), raised by the route's error.tsx (none for an area without one). */
  failed: FailureToast | null;
  /** The area's state in its URL (params.ts), or null for an area that reads nothing from it. */
  url: Url;
  /** The area's address: /admin/<slug>, or /admin itself for the dashboard's first area. */
  href: string;
  /** Its route folder under app/(admin)/admin/: the first area's is a group, `(<slug>)`. */
  route: string;
}

/** An area's definition; `home` puts it at /admin itself (the Overview). */
export function defineArea<const Slug extends string, Url extends UrlStateDefinition | null>(area: {
  slug: Slug;
  label: string;
  loading: string;
  failed: FailureToast | null;
  url: Url;
  home?: boolean;
}): AreaDefinition<Slug, Url> {
  const { home = false, ...rest } = area;
  return {
    ...rest,
    href: home ? "/admin" : `/admin/${area.slug}`,
    route: home ? `(${area.slug})` : area.slug,
  };
}

/** What the navigation shows of an area: the frame is drawn in the browser and needs no more. */
export type NavArea = Pick<AreaDefinition, "slug" | "label" | "href">;

/** The area a dashboard path belongs to (`/admin/clients/...` is Clients, `/admin` the home area). */
export function areaAt<A extends NavArea>(areas: readonly A[], pathname: string): A | undefined {
  const segment = pathname.split("/")[2] ?? "";
  const href = segment === "" ? "/admin" : `/admin/${segment}`;
  return areas.find((area) => area.href === href);
}

/**
 * Where an old link of the one-page dashboard (`/admin?tab=projects&project=ID`) lives now
 * (`/admin/projects?project=ID`): every other parameter goes along, an unknown tab goes to /admin. Null
 * for any other address.
 */
export function tabLinkTarget(areas: readonly NavArea[], url: URL): URL | null {
  if (url.pathname !== "/admin" || !url.searchParams.has("tab")) return null;
  const tab = url.searchParams.get("tab");
  const target = new URL(url);
  target.searchParams.delete("tab");
  target.pathname = areas.find((area) => area.slug === tab)?.href ?? "/admin";
  return target;
}
