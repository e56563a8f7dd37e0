import {
  financeCsvFilename,
  isFinanceExport,
  paymentsCsv,
  reportCsv,
} from "../../../../../components/admin/finance/csv.ts";
import { financeByMonth, listPayments } from "../../../../../components/admin/finance/queries.ts";
import { PRIVATE_HEADERS, staffClient } from "../../../../../lib/admin/staff-request.ts";

/**
 * 'Export Payments' (`?kind=payments`) and 'Export Reports' (`?kind=report`: revenue, expenses and net
 * profit per month) as CSV, read with the staff member's session.
 */
export async function GET(request: Request): Promise<Response> {
  const { supabase, refused } = await staffClient();
  if (!supabase) return refused;
  const kind = new URL(request.url).searchParams.get("kind");
  if (!isFinanceExport(kind))
    return new Response("Unknown export", { status: 400, headers: PRIVATE_HEADERS });
  let csv: string | null = null;
  if (kind === "payments") {
    const payments = await listPayments(supabase);
    if (!payments.failed) csv = paymentsCsv(payments.data);
  } else {
    const months = await financeByMonth(supabase);
    if (!months.failed) csv = reportCsv(months.data);
  }
  if (csv === null) {
    return new Response("The figures could not be read; please try again.", {
      status: 502,
      headers: PRIVATE_HEADERS,
    });
  }
  return new Response(csv, {
    headers: {
      ...PRIVATE_HEADERS,
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="${financeCsvFilename(kind)}"`,
    },
  });
}
