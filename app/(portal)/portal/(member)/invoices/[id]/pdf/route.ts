import {
  invoicePdf,
  invoicePdfFilename,
} from "../../../../../../../components/admin/finance/invoice-pdf.tsx";
import { isUuid } from "../../../../../../../lib/admin/list-query.ts";
import { PRIVATE_HEADERS } from "../../../../../../../lib/admin/staff-request.ts";
import { portalInvoice } from "../../../../../../../lib/portal/queries.ts";
import { portalMember } from "../../../../../../../lib/portal/session.ts";

/**
 * An invoice's PDF for the client: the member's own session reads it (RLS: its client's issued invoices
 * only), so another client's invoice id answers 404 like one that does not exist.
 */
export async function GET(
  _request: Request,
  { params }: { params: Promise<{ id: string }> },
): Promise<Response> {
  const member = await portalMember();
  if (!member) return new Response("Portal members only", { status: 403, headers: PRIVATE_HEADERS });
  const { id } = await params;
  if (!isUuid(id)) return new Response("No such invoice", { status: 404, headers: PRIVATE_HEADERS });
  const detail = await portalInvoice(member.supabase, id);
  if (detail.failed) {
    return new Response("The invoice could not be read; please try again.", {
      status: 502,
      headers: PRIVATE_HEADERS,
    });
  }
  const { invoice, items, payments, credits } = detail.data;
  if (!invoice) return new Response("No such invoice", { status: 404, headers: PRIVATE_HEADERS });
  const pdf = await invoicePdf({
    invoice: { ...invoice, client_name: member.account.company, balance: invoice.balance_due },
    items,
    payments,
    credits,
  });
  return new Response(new Uint8Array(pdf), {
    headers: {
      ...PRIVATE_HEADERS,
      "content-type": "application/pdf",
      "content-disposition": `attachment; filename="${invoicePdfFilename(invoice.invoice_number)}"`,
    },
  });
}
