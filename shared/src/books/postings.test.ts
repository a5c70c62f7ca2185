// Postings of documents, hand-worked, and the books' invariants over random sequences (fast-check).
import fc from 'fast-check';
import { documentTotals, type TotalsDocument } from '../documents/document-totals.js';
import { kindFacts, type KindInTable } from '../documents/kinds.js';
import { DEBIT_NATURE, SYSTEM_ACCOUNTS, type SystemAccountCode } from './chart-of-accounts.js';
import { booksSideOf, checkBalanced, documentPostings, UnbalancedPostings, type DocumentForBooks, type PaymentForBooks, type PostingLine } from './postings.js';
import { booksRuleOf, documentLedgerLines } from './ledger-lines.js';
import { systemAccountId } from './chart-account-ids.js';

const CLIENT = 'o000000000000001_c00000000000001';

function forBooks(doc: TotalsDocument, payments: PaymentForBooks[] = [], cancelled = false): DocumentForBooks {
  const side = booksSideOf(kindFacts(doc.kind));
  if (!side) throw new Error(`${doc.kind} posts nothing`);
  return { side, partyId: CLIENT, cancelled, totals: documentTotals(doc), payments };
}

/** Lines as [account, sub-ledger, debit, credit] for exact comparison. */
const rows = (lines: readonly PostingLine[]) => lines.map((line) => [line.account, line.subLedger, line.debit, line.credit]);

// The B2B invoice of the sales API test: 10 bags of rice at ₹1,250.50 less 10% at 5%, ₹5,000
// maintenance tax-inclusive at 18%, ₹500 freight taxed at 18%, rounded to ₹17,407.00.
const invoice: TotalsDocument = {
  kind: 'b2b',
  sellerStateCode: '27',
  placeOfSupply: '27',
  lines: [
    { quantityMilli: 10_000, unitPrice: 125_050, priceMode: 'notax', discount: { kind: 'percent', bps: 1000 }, gstRateBps: 500, cessRateBps: 0 },
    { quantityMilli: 1_000, unitPrice: 500_000, priceMode: 'intax', gstRateBps: 1800, cessRateBps: 0 },
  ],
  charges: { freight: { kind: 'amount', paise: 50_000 } },
  additionalCharges: true,
  reverseCharge: false,
  roundOff: true,
};

describe('a sale', () => {
  it('debits the debtor with the total and credits sales net of the trade discount, freight and output tax; the round-off is an expense', () => {
    // Sub-total 16,742.29 (12,505.00 + 4,237.29) less the discount printed on the invoice, 1,250.50:
    // sales 15,491.79. Freight 500.00, CGST = SGST = 707.72, total 17,407.23 rounded down by 0.23.
    expect(rows(documentPostings(forBooks(invoice)))).toEqual([
      ['debtors', CLIENT, 1_740_700, 0],
      ['sales', null, 0, 1_549_179],
      ['chargesRecovered', null, 0, 50_000],
      ['outputCgst', null, 0, 70_772],
      ['outputSgst', null, 0, 70_772],
      ['roundOff', null, 23, 0],
    ]);
  });

  it('settles the debtor with each payment received, in cash or into the named bank account', () => {
    const lines = documentPostings(forBooks(invoice, [{ amount: 1_000_000, method: 'BANK', account: 'bank-hdfc' }, { amount: 740_700, method: 'CASH', account: '' }]));
    expect(rows(lines.slice(-4))).toEqual([
      ['bank', 'bank-hdfc', 1_000_000, 0],
      ['debtors', CLIENT, 0, 1_000_000],
      ['cash', null, 740_700, 0],
      ['debtors', CLIENT, 0, 740_700],
    ]);
  });

  it('under reverse charge leaves the tax out of the supplier\'s books (the buyer owes it)', () => {
    const lines = documentPostings(forBooks({ ...invoice, reverseCharge: true, roundOff: false }));
    expect(lines.some((line) => line.account.startsWith('output'))).toBe(false);
    // 16,742.29 − 1,250.50 + 500.00
    expect(rows(lines)[0]).toEqual(['debtors', CLIENT, 1_599_179, 0]);
  });

  it('posts nothing once cancelled, and nothing for a quotation, proforma or delivery challan', () => {
    expect(documentPostings(forBooks(invoice, [], true))).toEqual([]);
    for (const kind of ['quotation', 'proforma', 'delivery_challan'] as const) expect(booksSideOf(kindFacts(kind))).toBeNull();
  });
});

describe('a purchase', () => {
  const bill: TotalsDocument = {
    kind: 'purchase',
    sellerStateCode: '29',
    placeOfSupply: '27',
    lines: [{ quantityMilli: 10_000, unitPrice: 110_000, priceMode: 'notax', gstRateBps: 500, cessRateBps: 0 }],
    charges: { freight: { kind: 'amount', paise: 20_000 } },
    additionalCharges: true,
    reverseCharge: false,
    roundOff: false,
  };

  it('debits purchases, freight and input IGST, and credits the vendor with the bill', () => {
    // 11,000.00 at 5% IGST = 550.00; freight 200.00 taxed at 5% = 10.00.
    expect(rows(documentPostings(forBooks(bill, [{ amount: 500_000, method: 'CASH', account: '' }])))).toEqual([
      ['purchases', null, 1_100_000, 0],
      ['chargesPaid', null, 20_000, 0],
      ['inputIgst', null, 56_000, 0],
      ['creditors', CLIENT, 0, 1_176_000],
      ['creditors', CLIENT, 500_000, 0],
      ['cash', null, 0, 500_000],
    ]);
  });

  it('under reverse charge takes the input tax and owes the same tax, paying the vendor the bill without it', () => {
    expect(rows(documentPostings(forBooks({ ...bill, reverseCharge: true })))).toEqual([
      ['purchases', null, 1_100_000, 0],
      ['chargesPaid', null, 20_000, 0],
      ['inputIgst', null, 56_000, 0],
      ['reverseChargeIgst', null, 0, 56_000],
      ['creditors', CLIENT, 0, 1_120_000],
    ]);
  });

  it('takes the tax paid on an advance under reverse charge off what it owes, and clears the advance of it', () => {
    // An advance of 5,000.00 paid under reverse charge, IGST 250.00 paid on it then: the bill's
    // 560.00 is owed again whole, so 250.00 of it comes off; the advance and its tax leave advances to suppliers.
    const advance = { amount: 500_000, cgst: 0, sgst: 0, igst: 25_000, cess: 0, reverseCharge: true as const };
    expect(rows(documentPostings({ ...forBooks({ ...bill, reverseCharge: true }), advance }).slice(-5))).toEqual([
      ['creditors', CLIENT, 0, 1_120_000],
      ['creditors', CLIENT, 500_000, 0],
      ['supplierAdvances', CLIENT, 0, 500_000],
      ['reverseChargeIgst', null, 25_000, 0],
      ['supplierAdvances', CLIENT, 0, 25_000],
    ]);
    // An advance whose supplier charged its tax moves money alone: that tax was never the organisation's.
    const charged = { amount: 500_000, cgst: 0, sgst: 0, igst: 23_810, cess: 0 };
    expect(rows(documentPostings({ ...forBooks(bill), advance: charged }).slice(-2))).toEqual([
      ['creditors', CLIENT, 500_000, 0],
      ['supplierAdvances', CLIENT, 0, 500_000],
    ]);
  });

  it('books purchases net of the discount on the bill: a trade discount is no income', () => {
    // 11,000.00 less 10%: 9,900.00 at 5% IGST = 495.00; freight 200.00 taxed at 5% = 10.00.
    const discounted: TotalsDocument = { ...bill, lines: [{ ...bill.lines[0]!, discount: { kind: 'percent', bps: 1000 } }] };
    expect(rows(documentPostings(forBooks(discounted)))).toEqual([
      ['purchases', null, 990_000, 0],
      ['chargesPaid', null, 20_000, 0],
      ['inputIgst', null, 50_500, 0],
      ['creditors', CLIENT, 0, 1_060_500],
    ]);
  });

  it("counts a composite purchase's tax in its cost: a composition dealer or an unregistered supplier gives no credit", () => {
    const composite: TotalsDocument = { ...bill, kind: 'composite_purchase' };
    const lines = documentLedgerLines({ rule: booksRuleOf(kindFacts('composite_purchase'))!, partyId: CLIENT, cancelled: false, date: '2026-11-05', totals: documentTotals(composite), payments: [] });
    expect(lines.map((line) => [line.accountId, line.debit, line.credit])).toEqual([
      [systemAccountId('purchases'), 1_100_000, 0],
      [systemAccountId('chargesPaid'), 20_000, 0],
      [systemAccountId('purchases'), 56_000, 0],
      [systemAccountId('creditors'), 0, 1_176_000],
    ]);
    // Under reverse charge the buyer pays the tax itself, and takes the credit.
    const reverse = documentLedgerLines({ rule: booksRuleOf(kindFacts('composite_purchase'))!, partyId: CLIENT, cancelled: false, date: '2026-11-05', totals: documentTotals({ ...composite, reverseCharge: true }), payments: [] });
    expect(reverse.map((line) => line.accountId)).toContain(systemAccountId('inputIgst'));
  });

  it('books the reverse-charge self-invoice on the purchase side', () => {
    expect(booksSideOf(kindFacts('reverse_charge'))).toBe('purchase');
  });
});

it('refuses a set of lines that does not balance, or a fraction of a paisa', () => {
  expect(() => checkBalanced([{ account: 'cash', subLedger: null, debit: 100, credit: 0 }, { account: 'sales', subLedger: null, debit: 0, credit: 99 }])).toThrow(UnbalancedPostings);
  expect(() => checkBalanced([{ account: 'cash', subLedger: null, debit: 0.5, credit: 0 }, { account: 'sales', subLedger: null, debit: 0, credit: 0.5 }])).toThrow(UnbalancedPostings);
});

describe('the books over random sequences of documents, payments and cancellations', () => {
  const kinds: KindInTable[] = ['b2b', 'b2c', 'reverse_charge', 'quotation', 'purchase', 'composite_purchase'];
  const amount = fc.integer({ min: 0, max: 2_000_000 });
  const docArb = fc.record({
    kind: fc.constantFrom(...kinds),
    sellerStateCode: fc.constantFrom('27', '29'),
    placeOfSupply: fc.constantFrom('27', '29'),
    lines: fc.array(
      fc.record({
        quantityMilli: fc.integer({ min: 1, max: 50_000 }),
        unitPrice: fc.integer({ min: 0, max: 5_000_000 }),
        priceMode: fc.constantFrom('intax' as const, 'notax' as const),
        gstRateBps: fc.constantFrom(0, 25, 300, 500, 1200, 1800, 2800),
        cessRateBps: fc.constantFrom(0, 0, 1200),
        discount: fc.option(fc.integer({ min: 0, max: 10_000 }).map((bps) => ({ kind: 'percent' as const, bps })), { nil: undefined }),
      }),
      { minLength: 1, maxLength: 6 },
    ),
    freight: fc.option(amount.map((paise) => ({ kind: 'amount' as const, paise })), { nil: undefined }),
    additionalCharges: fc.boolean(),
    reverseCharge: fc.boolean(),
    roundOff: fc.boolean(),
    paidShare: fc.integer({ min: 0, max: 100 }),
    method: fc.constantFrom('CASH' as const, 'BANK' as const),
    cancelled: fc.boolean(),
  });

  it('keep the trial balance at zero and the balance sheet balanced after every step', () => {
    fc.assert(
      fc.property(fc.array(docArb, { minLength: 1, maxLength: 25 }), (steps) => {
        const balances = new Map<SystemAccountCode, number>();
        for (const { freight, paidShare, method, cancelled, ...doc } of steps) {
          const totals = documentTotals({ ...doc, charges: freight ? { freight } : {} });
          const paid = Math.floor((totals.grandTotal * paidShare) / 100);
          const payments = paid > 0 ? [{ amount: paid, method, account: method === 'BANK' ? 'bank-1' : '' }] : [];
          const side = booksSideOf(kindFacts(doc.kind));
          if (!side) continue;
          for (const line of documentPostings({ side, partyId: CLIENT, cancelled, totals, payments })) {
            balances.set(line.account, (balances.get(line.account) ?? 0) + line.debit - line.credit);
          }
          // Trial balance: debit balances equal credit balances.
          expect([...balances.values()].reduce((sum, balance) => sum + balance, 0)).toBe(0);
          // Balance sheet: assets = liabilities + equity + the period's profit (income − expenses).
          const total = (type: string) =>
            [...balances].filter(([code]) => SYSTEM_ACCOUNTS[code].type === type).reduce((sum, [code, balance]) => sum + (DEBIT_NATURE[SYSTEM_ACCOUNTS[code].type] ? balance : -balance), 0);
          expect(total('ASSET')).toBe(total('LIABILITY') + total('EQUITY') + total('INCOME') - total('EXPENSE'));
        }
      }),
      { numRuns: 300 },
    );
  });
});
