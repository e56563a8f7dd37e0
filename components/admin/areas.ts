import { tabLinkTarget } from "@/lib/admin/areas";
import { clientsArea } from "./clients/area";
import { financeArea } from "./finance/area";
import { hostingArea } from "./hosting/area";
import { inboxArea } from "./inbox/area";
import { marketingArea } from "./marketing/area";
import { overviewArea } from "./overview/area";
import { projectsArea } from "./projects/area";
import { servicesArea } from "./services/area";
import { teamArea } from "./team/area";

/**
 * The dashboard's areas in navigation order: only their definitions, each declared in its own folder.
 * The order is the one thing an area's folder cannot say about itself; the navigation and proxy.ts (the
 * old `?tab=` links) read it here. area-folders.test.ts checks that every area folder is listed.
 */
export const ADMIN_AREAS = [
  overviewArea,
  inboxArea,
  projectsArea,
  clientsArea,
  servicesArea,
  teamArea,
  financeArea,
  hostingArea,
  marketingArea,
] as const;

/** Where an old link of the one-page dashboard lives now, every other parameter kept; null otherwise. */
export const areaOfTabLink = (url: URL) => tabLinkTarget(ADMIN_AREAS, url);
