import { areaPage } from "../../../../components/admin/area.tsx";
import { ErrorState } from "../../../../components/admin/kit/states.tsx";
import { marketingArea } from "../../../../components/admin/marketing/area.ts";
import { MarketingView } from "../../../../components/admin/marketing/marketing-view.tsx";
import {
  activeSubscriberCount,
  marketingFigures,
  readMarketingRows,
} from "../../../../components/admin/marketing/queries.ts";

/** Marketing: leads and subscribers over time, from the lead tables. */
export default areaPage(marketingArea, async (supabase) => {
  const [rows, active] = await Promise.all([readMarketingRows(supabase), activeSubscriberCount(supabase)]);
  if (rows.failed || active.failed) {
    return <ErrorState title="Could not load the marketing figures. The error has been logged." />;
  }
  return <MarketingView figures={marketingFigures(rows.data)} activeSubscribers={active.data} />;
});
