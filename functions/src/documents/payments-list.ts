// The payments list (spec part 1 §2): every payment received or made in a financial year, each
// with what was still pending on its document after it, as a statement's running balance.
import { DOCUMENT_KIND_TABLE, TABLE_KINDS, financialYearOf, financialYearStarting, formatDisplayDate, kindFacts, kindPermission, paiseToRupees, rupeesToPaise, type KindInTable } from '@bahi/shared';
import type { Ports } from '../ports/index.js';
import { holdsPermission, type MembershipRecord } from '../store/memberships.js';
import { getDocumentSummaries, listDocumentsOfYear, type StoredDocument } from '../store/documents.js';
import { noteAdjustmentsByNoteOfOrg } from '../store/note-holds.js';
import { documentsPaidInYear } from '../store/payment-years.js';
import { loadOrganisation } from './document-save.js';
import { paymentView } from './document-views.js';

/** The year's payable documents (of the families shown) and those of earlier years paid in it, with their payments. */
async function documentsPaidIn(ports: Ports, orgId: string, year: number, shown: (kind: KindInTable) => boolean) {
  const payable = TABLE_KINDS.filter((kind) => DOCUMENT_KIND_TABLE[kind].payable && shown(kind));
  // One Query per payable kind, with the payments (and an advance taken) projected in, and one of the year's marks.
  const [earlier, ...lists] = await Promise.all([
    documentsPaidInYear(ports.table, orgId, year),
    ...payable.map((kind) => listDocumentsOfYear(ports.table, orgId, kind, year, ['payments', 'advance'])),
  ]);
  const earlierShown = (await getDocumentSummaries(ports.table, earlier, ['payments', 'advance'])).filter((doc) => shown(doc.kind));
  return [...lists.flat(), ...earlierShown];
}

interface DatedNote {
  date: string;
  /** What the note moves on what is owed: debit notes add, credit notes take away. */
  paise: number;
}

/**
 * The notes against each referred document of the organisation with their dates. The counters
 * keep each note's date; an entry written before they did is dated from its note (one read).
 */
async function datedNotesOfOrg(ports: Ports, orgId: string): Promise<Map<string, DatedNote[]>> {
  const byDocument = await noteAdjustmentsByNoteOfOrg(ports.table, orgId);
  const undated = [...byDocument.values()].flat().filter((note) => note.date === undefined);
  const dates = new Map(undated.length === 0 ? [] : (await getDocumentSummaries(ports.table, undated.map((note) => note.noteId))).map((note) => [note.id, note.date]));
  return new Map(
    [...byDocument].map(([documentId, notes]) => [documentId, notes.map((note) => ({ date: note.date ?? dates.get(note.noteId) ?? '', paise: note.paise }))]),
  );
}

const sumOf = (notes: readonly DatedNote[]) => notes.reduce((sum, note) => sum + note.paise, 0);

/** The advance a voucher gave the document (none once it is cancelled: the advance went back), as a row of its payments. */
function advanceRows(doc: Pick<StoredDocument, 'id' | 'date' | 'lifecycle' | 'advance'>) {
  if (!doc.advance || doc.lifecycle === 'cancelled') return [];
  const { number, date, amount } = doc.advance;
  return [
    {
      id: `${doc.id}#advance`,
      date: doc.date,
      amount: paiseToRupees(amount),
      method: 'ADVANCE' as const,
      account: '',
      accountLabel: `Advance on ${number}`,
      notes: `Advance of ${formatDisplayDate(date)} on ${number}, set against it`,
      createddate: doc.date,
    },
  ];
}

/**
 * Payments received and made in a financial year (by the payment's date, whatever the document's
 * year), grouped as the spec's payments list (part 1 §2; purchases and composite purchases
 * together), each with the amount still pending after it. A member is given the groups of the
 * documents he may see: the purchases' payments (suppliers, amounts, bank accounts) only with
 * purchases.view (walk 33C M3: a sales clerk read them here while the purchases list refused him),
 * the sales' only with invoices.view (walk 33F M1: a purchases accountant was refused the screen).
 */
export async function listPayments(ports: Ports, orgId: string, query: { startyear?: number }, member: MembershipRecord) {
  const year = query.startyear ?? financialYearOf(ports.now()).startYear;
  const fy = financialYearStarting(year);
  const shown = (kind: KindInTable) => holdsPermission(member, kindPermission(kind, 'view'));
  const [org, notes, docs] = await Promise.all([loadOrganisation(ports, orgId), datedNotesOfOrg(ports, orgId), documentsPaidIn(ports, orgId, year, shown)]);
  const rows = docs.flatMap((doc) => {
    // Each payment row shows what was left to pay after it, as a statement's running balance:
    // payments in date order (then as recorded), from the total, moved by the notes dated on or
    // before the payment.
    const docNotes = notes.get(doc.id) ?? [];
    let paid = 0;
    // (A stable sort: a day's payments stay in the order they were recorded.) The advance a
    // voucher gave it comes first, on its own date: with it, the rows add up to the list's Paid
    // (walk 33 L2: an invoice paid from an advance was missing here).
    const inDateOrder = [...advanceRows(doc), ...[...doc.payments].sort((a, b) => a.date.localeCompare(b.date)).map((payment) => paymentView(payment, org))];
    const statement = inDateOrder.map((payment) => ({
      ...payment,
      invoiceId: doc.id,
      kind: doc.kind,
      invoice_no: doc.number,
      invoicedate: doc.date,
      companyname: doc.partyName,
      total_amount: paiseToRupees(doc.grandTotal),
      notes_adjustment: paiseToRupees(sumOf(docNotes)),
      pending_amount: paiseToRupees(doc.grandTotal + sumOf(docNotes.filter((note) => note.date <= payment.date)) - (paid += rupeesToPaise(payment.amount))),
    }));
    // Newest first, within a day too (the sort below keeps the order of a day's payments).
    return statement.reverse().filter((row) => row.date >= fy.startDate && row.date <= fy.endDate);
  });
  const newestFirst = (group: typeof rows) => group.sort((a, b) => b.date.localeCompare(a.date));
  const of = (kind: string) => newestFirst(rows.filter((row) => row.kind === kind));
  const purchases = newestFirst(rows.filter((row) => kindFacts(row.kind).family === 'purchases'));
  return { status: true as const, b2b: of('b2b'), b2c: of('b2c'), billofsupply: of('bill_of_supply'), reversecharge: of('reverse_charge'), purchases };
}
