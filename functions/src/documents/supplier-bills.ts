// A supplier's bill is recorded once: two purchases of one supplier with the same bill number in a
// financial year would claim its input tax twice. Suppliers number their bills afresh each year,
// so the same number in another year is another bill; a cancelled purchase frees its number.
import { DOCUMENT_APP_MESSAGES, fillMessage, type DocumentDraft, type KindInTable } from '@bahi/shared';
import type { Ports } from '../ports/index.js';
import { listDocumentsOfYear } from '../store/documents.js';
import { documentInvalid } from './document-errors.js';

/** Bill numbers as suppliers' staff type them: case and spacing apart, 'ab/ 12' is 'AB/12'. */
const sameBill = (typed: string) => typed.replace(/\s+/g, '').toUpperCase();

/** Refuses a purchase whose supplier's bill another purchase of the year already records (one Query of the year). */
export async function checkBillNotRecorded(ports: Ports, draft: Pick<DocumentDraft, 'orgId' | 'kind' | 'clientId' | 'purchase'>, fyStartYear: number, exceptId = ''): Promise<void> {
  const billNo = draft.purchase?.billNo ?? '';
  if (billNo === '') return;
  const year = await listDocumentsOfYear(ports.table, draft.orgId, draft.kind as KindInTable, fyStartYear, ['details']);
  const recorded = year.find(
    (doc) => doc.id !== exceptId && doc.clientId === draft.clientId && doc.lifecycle !== 'cancelled' && sameBill(doc.details.purchase?.billNo ?? '') === sameBill(billNo),
  );
  if (recorded) {
    throw documentInvalid('billRecorded', fillMessage(DOCUMENT_APP_MESSAGES.billRecorded, { bill: recorded.details.purchase?.billNo ?? billNo, supplier: recorded.partyName, number: recorded.number }), 'invoice_no');
  }
}
