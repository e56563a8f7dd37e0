import { detailRoute } from "../../../../../components/admin/detail-route.ts";
import { getInvoiceDetail } from "../../../../../components/admin/finance/queries.ts";

export const GET = detailRoute("invoice", getInvoiceDetail);
