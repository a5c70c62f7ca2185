// Postings of vouchers, hand-worked: an advance received, refunded, and paid to a supplier.
import { documentTotals, type TotalsDocument } from '../documents/document-totals.js';
import { kindFacts } from '../documents/kinds.js';
import { voucherLedgerLines } from './ledger-lines.js';
import { voucherPostings, voucherSideOf, type PostingLine, type VoucherForBooks } from './postings.js';

const CLIENT = 'o000000000000001_c00000000000001';
const CASH = { method: 'CASH', account: '' } as const;

/** ₹500.00 advanced on one line at 5%, within Maharashtra (the API test's receipt voucher). */
const advance = (kind: TotalsDocument['kind'], reverseCharge = false): TotalsDocument => ({
  kind,
  sellerStateCode: '27',
  placeOfSupply: '27',
  lines: [{ quantityMilli: 1000, unitPrice: 100_000, priceMode: 'notax', gstRateBps: 500, cessRateBps: 0, advance: 50_000 }],
  charges: {},
  additionalCharges: false,
  reverseCharge,
  roundOff: false,
});

function forBooks(doc: TotalsDocument, money: VoucherForBooks['money'] = CASH, cancelled = false): VoucherForBooks {
  const side = voucherSideOf(kindFacts(doc.kind));
  if (!side) throw new Error(`${doc.kind} is not a voucher`);
  return { side, partyId: CLIENT, cancelled, money, totals: documentTotals(doc) };
}

const rows = (lines: readonly PostingLine[]) => lines.map((line) => [line.account, line.subLedger, line.debit, line.credit]);

describe('a receipt voucher', () => {
  it('debits cash with the ₹500.00 received and credits advances from customers; the ₹23.80 tax in it goes to output tax against the advance', () => {
    // half = 50000 × 500 ÷ 21000 = 1190.48 → 1190: CGST 11.90 + SGST 11.90 = 23.80
    expect(rows(voucherPostings(forBooks(advance('receipt_voucher'))))).toEqual([
      ['cash', null, 50_000, 0],
      ['customerAdvances', CLIENT, 0, 50_000],
      ['customerAdvances', CLIENT, 2_380, 0],
      ['outputCgst', null, 0, 1_190],
      ['outputSgst', null, 0, 1_190],
    ]);
  });

  it('posts to the bank account the money went into, and only the money under reverse charge', () => {
    expect(rows(voucherPostings(forBooks(advance('receipt_voucher', true), { method: 'BANK', account: 'hdfc-1' })))).toEqual([
      ['bank', 'hdfc-1', 50_000, 0],
      ['customerAdvances', CLIENT, 0, 50_000],
    ]);
  });

  it('posts nothing once cancelled', () => {
    expect(voucherPostings(forBooks(advance('receipt_voucher'), CASH, true))).toEqual([]);
  });
});

describe('a refund voucher and a refund note', () => {
  it.each(['refund_voucher', 'refund_note'] as const)('%s reverses the receipt: the advance and its output tax go back, the cash goes out', (kind) => {
    expect(rows(voucherPostings(forBooks(advance(kind))))).toEqual([
      ['cash', null, 0, 50_000],
      ['customerAdvances', CLIENT, 50_000, 0],
      ['customerAdvances', CLIENT, 0, 2_380],
      ['outputCgst', null, 1_190, 0],
      ['outputSgst', null, 1_190, 0],
    ]);
  });

  it("a refund of an earlier month's advance keeps this month's output tax: the ₹23.80 waits in GST refund receivable for RFD-01", () => {
    const refund = { ...forBooks(advance('refund_voucher')), taxReclaimed: true };
    expect(rows(voucherPostings(refund))).toEqual([
      ['cash', null, 0, 50_000],
      ['customerAdvances', CLIENT, 50_000, 0],
      ['customerAdvances', CLIENT, 0, 2_380],
      ['gstRefundReceivable', null, 2_380, 0],
    ]);
    // Under reverse charge the customer paid the tax: nothing to reclaim.
    expect(rows(voucherPostings({ ...forBooks(advance('refund_voucher', true)), taxReclaimed: true }))).toEqual([
      ['cash', null, 0, 50_000],
      ['customerAdvances', CLIENT, 50_000, 0],
    ]);
  });
});

describe('a payment voucher', () => {
  it('debits advances to suppliers with the ₹500.00 paid and credits cash; the supplier’s tax is not input tax yet', () => {
    expect(rows(voucherPostings(forBooks(advance('payment_voucher'))))).toEqual([
      ['supplierAdvances', CLIENT, 50_000, 0],
      ['cash', null, 0, 50_000],
    ]);
  });

  it('under reverse charge owes the tax on the advance: ₹12.50 + ₹12.50 payable, against the advance', () => {
    // The ₹500.00 is all value; the tax on it: 50000 × 500 ÷ 20000 = 1250 each half.
    expect(rows(voucherPostings(forBooks(advance('payment_voucher', true))))).toEqual([
      ['supplierAdvances', CLIENT, 50_000, 0],
      ['cash', null, 0, 50_000],
      ['supplierAdvances', CLIENT, 2_500, 0],
      ['reverseChargeCgst', null, 0, 1_250],
      ['reverseChargeSgst', null, 0, 1_250],
    ]);
  });
});

describe('kinds that are not vouchers', () => {
  it('have no voucher side', () => {
    expect([voucherSideOf(kindFacts('b2b')), voucherSideOf(kindFacts('purchase'))]).toEqual([null, null]);
  });
});

describe('a voucher in the ledger', () => {
  it('puts the receipt voucher’s lines on its date, under the system accounts’ ids', () => {
    const lines = voucherLedgerLines('2026-11-20', forBooks(advance('receipt_voucher')));
    expect(lines.map((line) => [line.accountId, line.subLedger, line.date, line.debit, line.credit])).toEqual([
      ['sys_cash', null, '2026-11-20', 50_000, 0],
      ['sys_customeradvances', CLIENT, '2026-11-20', 0, 50_000],
      ['sys_customeradvances', CLIENT, '2026-11-20', 2_380, 0],
      ['sys_outputcgst', null, '2026-11-20', 0, 1_190],
      ['sys_outputsgst', null, '2026-11-20', 0, 1_190],
    ]);
  });
});
