// GSTR-1 table 13: the documents issued in the month, per nature and series: the first and last
// number, how many, how many cancelled. Every kind the organisation numbers and issues is reported
// here under the portal's natures: invoices and bills of supply (1), self-invoices for inward
// supplies (2), debit notes (4), credit notes (5), receipt, payment and refund vouchers (6–8), and
// delivery challans by their reason (9–12). Purchases are the suppliers' documents, and
// quotations and proformas are no documents of supply.
import { prefixOfNumber } from '../documents/document-numbering.js';
import type { KindInTable } from '../documents/kinds.js';
import type { DocIssueType } from './gstr1-format.js';
import type { IssuedDocument } from './return-inputs.js';
import { isReported } from './supply-facts.js';

interface Nature {
  readonly docNum: number;
  /** The portal's own words for the nature (the offline tool's docs sheet shows them). */
  readonly docType: string;
  readonly kinds: readonly KindInTable[];
}

const NATURES: readonly Nature[] = [
  { docNum: 1, docType: 'Invoices for outward supply', kinds: ['b2b', 'b2c', 'bill_of_supply'] },
  // A registered supplier issues its own invoice even under reverse charge, so the self-invoices
  // the organisation issues are mostly for unregistered suppliers; the portal has no other nature.
  { docNum: 2, docType: 'Invoices for inward supply from unregistered person', kinds: ['reverse_charge'] },
  { docNum: 4, docType: 'Debit Note', kinds: ['debit_note'] },
  { docNum: 5, docType: 'Credit Note', kinds: ['credit_note'] },
  { docNum: 6, docType: 'Receipt voucher', kinds: ['receipt_voucher'] },
  { docNum: 7, docType: 'Payment Voucher', kinds: ['payment_voucher'] },
  // The refund voucher and the refund voucher note are two series of the same voucher (kinds.ts).
  { docNum: 8, docType: 'Refund voucher', kinds: ['refund_voucher', 'refund_note'] },
  { docNum: 9, docType: 'Delivery Challan for job work', kinds: ['delivery_challan'] },
  { docNum: 10, docType: 'Delivery Challan for supply on approval', kinds: ['delivery_challan'] },
  { docNum: 11, docType: 'Delivery Challan in case of liquid gas', kinds: ['delivery_challan'] },
  { docNum: 12, docType: 'Delivery Challan in cases other than by way of supply (excluding at S no. 9 to 11)', kinds: ['delivery_challan'] },
];

/**
 * A challan's nature from the reason typed on it (the form offers 'Job work', 'Supply on
 * approval', 'Supply of liquid gas', 'Exhibition', 'Others'; the field is free text).
 */
function challanNature(reason: string): number {
  if (/job\s*-?\s*work/i.test(reason)) return 9;
  if (/approval/i.test(reason)) return 10;
  if (/liquid\s+gas/i.test(reason)) return 11;
  return 12;
}

/** What table 13 reads of a document: a supply (ReturnDocument) has no challan reason. */
type Counted = Pick<IssuedDocument, 'kind' | 'seq' | 'number' | 'lifecycle' | 'deleted'> & Partial<Pick<IssuedDocument, 'challanReason'>>;

export function natureOf(doc: Pick<Counted, 'kind' | 'challanReason'>): number | null {
  if (doc.kind === 'delivery_challan') return challanNature(doc.challanReason ?? '');
  return NATURES.find((nature) => nature.kinds.includes(doc.kind))?.docNum ?? null;
}

interface Series {
  first: { seq: number; number: string };
  last: { seq: number; number: string };
  total: number;
  cancelled: number;
}

export class DocIssue {
  /**
   * By nature, then by kind and printed prefix: each is a number series of its own. A prefix
   * changed within the month starts a row of its own (walk 33 M1: one row ran from INV41 to B2C11).
   */
  private readonly series = new Map<number, Map<string, Series & { kind: KindInTable; prefix: string }>>();

  add(doc: Counted): void {
    const nature = natureOf(doc);
    if (nature === null) return;
    const ofNature = this.series.get(nature) ?? new Map<string, Series & { kind: KindInTable; prefix: string }>();
    const at = { seq: doc.seq, number: doc.number };
    const prefix = prefixOfNumber(doc.number, doc.seq);
    const key = `${doc.kind}#${prefix}`;
    const series = ofNature.get(key) ?? { kind: doc.kind, prefix, first: at, last: at, total: 0, cancelled: 0 };
    if (doc.seq < series.first.seq) series.first = at;
    if (doc.seq > series.last.seq) series.last = at;
    series.total += 1;
    if (!isReported(doc)) series.cancelled += 1;
    ofNature.set(key, series);
    this.series.set(nature, ofNature);
  }

  section(): { doc_det: DocIssueType[] } | undefined {
    const details = NATURES.flatMap((nature) => {
      const ofNature = this.series.get(nature.docNum);
      // In the order of the nature's kinds, then of prefixes, so a file is the same whatever order documents came in.
      const all = [...(ofNature?.values() ?? [])];
      const docs = nature.kinds.flatMap((kind) => all.filter((series) => series.kind === kind).sort((a, b) => a.prefix.localeCompare(b.prefix)));
      if (docs.length === 0) return [];
      return [
        {
          doc_num: nature.docNum,
          doc_typ: nature.docType,
          docs: docs.map((series, index) => ({
            num: index + 1,
            from: series.first.number,
            to: series.last.number,
            totnum: series.total,
            cancel: series.cancelled,
            net_issue: series.total - series.cancelled,
          })),
        },
      ];
    });
    return details.length > 0 ? { doc_det: details } : undefined;
  }
}
