import { tabLinkTarget } from "../../lib/admin/areas.ts";
import { clientsArea } from "./clients/area.ts";
import { financeArea } from "./finance/area.ts";
import { hostingArea } from "./hosting/area.ts";
import { inboxArea } from "./inbox/area.ts";
import { marketingArea } from "./marketing/area.ts";
import { overviewArea } from "./overview/area.ts";
import { projectsArea } from "./projects/area.ts";
import { servicesArea } from "./services/area.ts";
import { teamArea } from "./team/area.ts";

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
