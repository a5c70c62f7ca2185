import { DocIssue } from './doc-issue.js';
import type { IssuedDocument } from './return-inputs.js';

const issued = (kind: IssuedDocument['kind'], number: string, seq: number, changes: Partial<IssuedDocument> = {}): IssuedDocument => ({
  kind,
  number,
  seq,
  lifecycle: 'sent',
  deleted: false,
  challanReason: '',
  ...changes,
});

describe('GSTR-1 table 13 natures', () => {
  it('puts each challan under the nature of its reason, and vouchers under 6, 7 and 8', () => {
    const table = new DocIssue();
    table.add(issued('delivery_challan', 'DC3', 3, { challanReason: 'Supply of liquid gas' }));
    table.add(issued('delivery_challan', 'DC1', 1, { challanReason: 'job-work' }));
    table.add(issued('delivery_challan', 'DC2', 2, { challanReason: 'Sent on approval' }));
    table.add(issued('delivery_challan', 'DC4', 4, { challanReason: '' }));
    table.add(issued('payment_voucher', 'PV-20251', 1));
    table.add(issued('refund_note', 'RCV-2025-1', 1));
    table.add(issued('refund_voucher', 'Voucher-20252', 2, { lifecycle: 'cancelled' }));
    table.add(issued('refund_voucher', 'Voucher-20251', 1));
    const series = (from: string, to: string, totnum: number, cancel: number, num = 1) => ({ num, from, to, totnum, cancel, net_issue: totnum - cancel });
    expect(table.section()).toEqual({
      doc_det: [
        { doc_num: 7, doc_typ: 'Payment Voucher', docs: [series('PV-20251', 'PV-20251', 1, 0)] },
        // Two series of one voucher, in the kinds' order whatever order they came in.
        { doc_num: 8, doc_typ: 'Refund voucher', docs: [series('Voucher-20251', 'Voucher-20252', 2, 1), series('RCV-2025-1', 'RCV-2025-1', 1, 0, 2)] },
        { doc_num: 9, doc_typ: 'Delivery Challan for job work', docs: [series('DC1', 'DC1', 1, 0)] },
        { doc_num: 10, doc_typ: 'Delivery Challan for supply on approval', docs: [series('DC2', 'DC2', 1, 0)] },
        { doc_num: 11, doc_typ: 'Delivery Challan in case of liquid gas', docs: [series('DC3', 'DC3', 1, 0)] },
        { doc_num: 12, doc_typ: 'Delivery Challan in cases other than by way of supply (excluding at S no. 9 to 11)', docs: [series('DC4', 'DC4', 1, 0)] },
      ],
    });
  });

  it('gives each printed series a row of its own: a prefix changed within the month (walk 33 M1)', () => {
    const table = new DocIssue();
    table.add(issued('b2c', 'INV41', 41));
    table.add(issued('b2c', 'INV42', 42));
    table.add(issued('b2b', 'INV7', 7));
    table.add(issued('b2c', 'B2C11', 11));
    table.add(issued('b2c', 'B2C10', 10, { lifecycle: 'cancelled' }));
    expect(table.section()?.doc_det).toEqual([
      {
        doc_num: 1,
        doc_typ: 'Invoices for outward supply',
        docs: [
          { num: 1, from: 'INV7', to: 'INV7', totnum: 1, cancel: 0, net_issue: 1 },
          { num: 2, from: 'B2C10', to: 'B2C11', totnum: 2, cancel: 1, net_issue: 1 },
          { num: 3, from: 'INV41', to: 'INV42', totnum: 2, cancel: 0, net_issue: 2 },
        ],
      },
    ]);
  });

  it('counts no quotation, proforma or purchase', () => {
    const table = new DocIssue();
    for (const kind of ['quotation', 'proforma', 'purchase', 'composite_purchase', 'vendor_credit'] as const) table.add(issued(kind, 'X1', 1));
    expect(table.section()).toBeUndefined();
  });
});
