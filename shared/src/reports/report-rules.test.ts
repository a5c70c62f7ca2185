import { TABLE_KINDS } from '../documents/kinds.js';
import { countsInReports, defaultReportPeriod, receivableAgeOf, reportSideOf } from './report-rules.js';

describe('where each kind counts in the reports', () => {
  it('puts sales and notes in income (a credit note subtracted), purchases and the reverse-charge self-invoice in purchases (a vendor credit subtracted), vouchers and the rest nowhere', () => {
    expect(Object.fromEntries(TABLE_KINDS.map((kind) => [kind, reportSideOf(kind)]))).toEqual({
      b2b: { side: 'income', sign: 1 },
      b2c: { side: 'income', sign: 1 },
      reverse_charge: { side: 'purchase', sign: 1 },
      quotation: null,
      proforma: null,
      delivery_challan: null,
      purchase: { side: 'purchase', sign: 1 },
      composite_purchase: { side: 'purchase', sign: 1 },
      bill_of_supply: { side: 'income', sign: 1 },
      credit_note: { side: 'income', sign: -1 },
      debit_note: { side: 'income', sign: 1 },
      receipt_voucher: null,
      payment_voucher: null,
      refund_voucher: null,
      refund_note: null,
      vendor_credit: { side: 'purchase', sign: -1 },
    });
  });

  it('leaves out cancelled documents only: a draft counts, as the returns and the books count it (walk 25 H1)', () => {
    expect([countsInReports('sent'), countsInReports('draft'), countsInReports('cancelled')]).toEqual([true, true, false]);
  });
});

describe('report periods and ages', () => {
  it('opens on 1 April 2017 to today, or on the whole current month (the sales report)', () => {
    expect(defaultReportPeriod('all', '2026-11-20')).toEqual({ start: '2017-04-01', end: '2026-11-20' });
    expect(defaultReportPeriod('month', '2028-02-10')).toEqual({ start: '2028-02-01', end: '2028-02-29' });
  });

  it('ages a receivable by days past due', () => {
    expect([-3, 0, 1, 30, 31, 60, 61, 90, 91, 400].map(receivableAgeOf)).toEqual(['not_due', 'not_due', 'd1_30', 'd1_30', 'd31_60', 'd31_60', 'd61_90', 'd61_90', 'over_90', 'over_90']);
  });
});
