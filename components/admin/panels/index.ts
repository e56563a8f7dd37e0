import type { AdminTab } from "@/lib/admin/tabs";
import { financePanel } from "./finance";
import { hostingPanel } from "./hosting";
import { inboxPanel } from "./inbox";
import { marketingPanel } from "./marketing";
import { overviewPanel } from "./overview";
import type { AdminPanel } from "./types";

/** Each tab's panel, one module per tab. A tab without one says its workspace is on its way. */
export const ADMIN_PANELS: Partial<Record<AdminTab, AdminPanel>> = {
  overview: overviewPanel,
  inbox: inboxPanel,
  finance: financePanel,
  hosting: hostingPanel,
  marketing: marketingPanel,
};
