// GSTR-1 table 13: the documents issued in the month, per nature and series: the first and last
// number, how many, how many cancelled. Every kind the organisation numbers and issues to report
// here: invoices and bills of supply (1), self-invoices for inward supplies from unregistered
// persons (2), debit notes (4), credit notes (5). Purchases are the suppliers' documents.
import type { DocIssueType } from './gstr1-format.js';
import type { ReturnDocument, ReturnKind } from './return-inputs.js';
import { isReported } from './supply-facts.js';

const NATURES: readonly { readonly docNum: number; readonly docType: string; readonly kinds: readonly ReturnKind[] }[] = [
  { docNum: 1, docType: 'Invoices for outward supply', kinds: ['b2b', 'b2c', 'bill_of_supply'] },
  { docNum: 2, docType: 'Invoices for inward supply from unregistered person', kinds: ['reverse_charge'] },
  { docNum: 4, docType: 'Debit Note', kinds: ['debit_note'] },
  { docNum: 5, docType: 'Credit Note', kinds: ['credit_note'] },
];

interface Series {
  first: { seq: number; number: string };
  last: { seq: number; number: string };
  total: number;
  cancelled: number;
}

export class DocIssue {
  private readonly series = new Map<ReturnKind, Series>();

  add(doc: Pick<ReturnDocument, 'kind' | 'seq' | 'number' | 'lifecycle' | 'deleted'>): void {
    if (!NATURES.some((nature) => nature.kinds.includes(doc.kind))) return;
    const at = { seq: doc.seq, number: doc.number };
    const series = this.series.get(doc.kind) ?? { first: at, last: at, total: 0, cancelled: 0 };
    if (doc.seq < series.first.seq) series.first = at;
    if (doc.seq > series.last.seq) series.last = at;
    series.total += 1;
    if (!isReported(doc)) series.cancelled += 1;
    this.series.set(doc.kind, series);
  }

  section(): { doc_det: DocIssueType[] } | undefined {
    const details = NATURES.flatMap((nature) => {
      const docs = nature.kinds.flatMap((kind) => {
        const series = this.series.get(kind);
        return series ? [series] : [];
      });
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
