import { detailRoute } from "@/components/admin/detail-route";
import { getInvoiceDetail } from "@/components/admin/finance/queries";

export const GET = detailRoute("invoice", getInvoiceDetail);
