// @bahi/shared/pdf: PDF making with pdf-lib, kept out of the main entry so the server and the web
// app's first screens do not load pdf-lib; the web app imports this on click.
export * from './fonts.js';
export * from './wrap-text.js';
export { documentPdfBytes, type DocumentPdfInput } from '../documents/pdf/document-pdf.js';
export { documentPdfFileName, type PdfOrganisation } from '../documents/pdf/printable.js';
export { expenseVoucherPdfBytes, expenseVoucherFileName, type ExpenseVoucherInput } from '../expenses/expense-pdf.js';
