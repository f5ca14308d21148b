// Receipts, fee invoices and credit notes, and the billing details they freeze (issue 28, ADR 034).
// Money's escrow postings issue them in their own transaction through the `issue…In` functions.
export { documentsPlugin } from './documents.plugin';
export { issueCreditNoteIn, issueFeeInvoiceIn, issueReceiptIn } from './issue';
