// What a document was converted into (a quotation's proforma and invoice, a challan's invoice), as
// the list's column, the question before converting it again and the form's warning name it.
import type { DocumentListRow } from '@bahi/shared';

/** The numbers of the documents made from it, as the server lists them: 'INV4, PI1'. */
export const convertedNumbers = (links: readonly { number: string }[] = []): string => links.map((link) => link.number).join(', ');

/**
 * The question before converting a document that was converted already, or null for one that was
 * not. Asked, never refused: invoicing a quotation in parts makes several documents of it, while
 * a second invoice for the whole of it is the mistake the question catches.
 */
export function convertAgainQuestion(row: Pick<DocumentListRow, 'invoice_no' | 'converted_to'>): string | null {
  const made = convertedNumbers(row.converted_to);
  return made === '' ? null : `${row.invoice_no} is already converted to ${made}. Convert it again?`;
}
