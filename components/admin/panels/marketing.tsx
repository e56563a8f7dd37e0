import { activeSubscriberCount, marketingFigures, readMarketingRows } from "@/lib/admin/marketing";
import { ErrorState } from "../kit/states";
import { MarketingView } from "../marketing/marketing-view";
import type { AdminPanel } from "./types";

/** Marketing: leads and subscribers over time, from the lead tables. */
export const marketingPanel: AdminPanel = async (supabase) => {
  const [rows, active] = await Promise.all([readMarketingRows(supabase), activeSubscriberCount(supabase)]);
  if (rows.failed || active.failed) {
    return <ErrorState title="Could not load the marketing figures. The error has been logged." />;
  }
  return <MarketingView figures={marketingFigures(rows.data)} activeSubscribers={active.data} />;
};
