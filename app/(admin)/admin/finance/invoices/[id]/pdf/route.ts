import {
  invoicePdf,
  invoicePdfFilename,
} from "../../../../../../../components/admin/finance/invoice-pdf.tsx";
import { getInvoiceDetail } from "../../../../../../../components/admin/finance/queries.ts";
import { isUuid } from "../../../../../../../lib/admin/list-query.ts";
import { PRIVATE_HEADERS, staffClient } from "../../../../../../../lib/admin/staff-request.ts";

/** 'Download': the invoice as a PDF named after its number, read with the staff member's session (RLS). */
export async function GET(
  _request: Request,
  { params }: { params: Promise<{ id: string }> },
): Promise<Response> {
  const { supabase, refused } = await staffClient();
  if (!supabase) return refused;
  const { id } = await params;
  if (!isUuid(id)) return new Response("No such invoice", { status: 404, headers: PRIVATE_HEADERS });
  const detail = await getInvoiceDetail(supabase, id);
  if (detail.failed) {
    return new Response("The invoice could not be read; please try again.", {
      status: 502,
      headers: PRIVATE_HEADERS,
    });
  }
  if (!detail.data) return new Response("No such invoice", { status: 404, headers: PRIVATE_HEADERS });
  const pdf = await invoicePdf(detail.data);
  return new Response(new Uint8Array(pdf), {
    headers: {
      ...PRIVATE_HEADERS,
      "content-type": "application/pdf",
      "content-disposition": `attachment; filename="${invoicePdfFilename(detail.data.invoice.invoice_number)}"`,
    },
  });
}
