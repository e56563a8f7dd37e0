import "server-only";

/** The invoice PDF for the server's routes; the billing worker imports the document module itself. */
export { invoicePdf, invoicePdfFilename, type PdfInvoice } from "./invoice-document.tsx";
