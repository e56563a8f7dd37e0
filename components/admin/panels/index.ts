import type { AdminTab } from "@/lib/admin/tabs";
import { clientsPanel } from "./clients";
import { financePanel } from "./finance";
import { hostingPanel } from "./hosting";
import { inboxPanel } from "./inbox";
import { marketingPanel } from "./marketing";
import { overviewPanel } from "./overview";
import { projectsPanel } from "./projects";
import { servicesPanel } from "./services";
import { teamPanel } from "./team";
import type { AdminPanel } from "./types";

/** Each tab's panel, one module per tab. A tab without one says its workspace is on its way. */
export const ADMIN_PANELS: Partial<Record<AdminTab, AdminPanel>> = {
  overview: overviewPanel,
  inbox: inboxPanel,
  projects: projectsPanel,
  clients: clientsPanel,
  services: servicesPanel,
  team: teamPanel,
  finance: financePanel,
  hosting: hostingPanel,
  marketing: marketingPanel,
};
