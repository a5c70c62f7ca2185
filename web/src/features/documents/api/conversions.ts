// What a document was converted into (a quotation's proforma and invoice, a challan's invoice), as
// the list's column, the question before converting it again and the form's warning name it.
import { isAdvanceVoucher, rupeesToPaise, type DocumentListRow } from '@bahi/shared';

/** The numbers of the documents made from it, as the server lists them: 'INV4, PI1'. */
export const convertedNumbers = (links: readonly { number: string }[] = []): string => links.map((link) => link.number).join(', ');

type ConversionSource = Pick<DocumentListRow, 'invoice_no' | 'converted_to'> & { kind?: string; advance_left?: string | null };

/**
 * An advance voucher with some of its advance left is taken in parts, by design: each invoice,
 * purchase or refund made from it takes what is left (walk 33 L1: refunding the rest of an advance
 * an invoice used in part was questioned as if it were a mistake).
 */
export const advanceLeftToTake = (source: ConversionSource): boolean =>
  source.kind !== undefined && isAdvanceVoucher(source.kind) && typeof source.advance_left === 'string' && rupeesToPaise(source.advance_left) > 0;

/**
 * The question before converting a document that was converted already, or null for one that was
 * not (or an advance voucher with advance left). Asked, never refused: invoicing a quotation in
 * parts makes several documents of it, while a second invoice for the whole of it is the mistake
 * the question catches.
 */
export function convertAgainQuestion(row: ConversionSource): string | null {
  const made = convertedNumbers(row.converted_to);
  return made === '' || advanceLeftToTake(row) ? null : `${row.invoice_no} is already converted to ${made}. Convert it again?`;
}
