// The ledger's lines and the reports folded from them: hand-worked notes and opening entries, and
// the books' invariants over random sequences of documents, payments, credit and debit notes,
// edits, cancellations and journals (fast-check): after every step the trial balance is zero and
// the balance sheet balances, whatever the period's start.
import fc from 'fast-check';
import { documentTotals, type TotalsDocument } from '../documents/document-totals.js';
import { kindFacts, type KindInTable } from '../documents/kinds.js';
import { systemAccountId } from './chart-account-ids.js';
import { SYSTEM_ACCOUNTS, type SystemAccountCode } from './chart-of-accounts.js';
import { runningBalances } from './general-ledger.js';
import { booksRuleOf, documentLedgerLines, journalLedgerLines, openingLedgerLines, type LedgerLine } from './ledger-lines.js';
import { addTotals, balanceSheet, profitAndLoss, trialBalance, type AccountOfChart } from './ledger-reports.js';
import { UnbalancedPostings } from './postings.js';

const CLIENT = 'o000000000000001_c00000000000001';
const ACCOUNTS: AccountOfChart[] = (Object.keys(SYSTEM_ACCOUNTS) as SystemAccountCode[]).map((code) => ({
  id: systemAccountId(code),
  name: SYSTEM_ACCOUNTS[code].name,
  type: SYSTEM_ACCOUNTS[code].type,
}));

const rows = (lines: readonly LedgerLine[]) => lines.map((line) => [line.accountId, line.date, line.debit, line.credit]);

/** 2 bags at ₹1,000.00, 5% inside Maharashtra: 2,000.00 + CGST 50.00 + SGST 50.00 = 2,100.00. */
const twoBags = (kind: KindInTable): TotalsDocument => ({
  kind,
  sellerStateCode: '27',
  placeOfSupply: '27',
  lines: [{ quantityMilli: 2_000, unitPrice: 100_000, priceMode: 'notax', gstRateBps: 500, cessRateBps: 0 }],
  charges: {},
  additionalCharges: false,
  reverseCharge: false,
  roundOff: false,
});

function ledgerOf(doc: TotalsDocument, date: string, payments: { date: string; amount: number }[] = [], cancelled = false): LedgerLine[] {
  const rule = booksRuleOf(kindFacts(doc.kind));
  if (!rule) return [];
  return documentLedgerLines({
    rule,
    partyId: CLIENT,
    cancelled,
    date,
    totals: documentTotals(doc),
    payments: payments.map((payment) => ({ ...payment, method: 'CASH' as const, account: '' })),
  });
}

describe('ledger lines', () => {
  it('a credit note reverses a sale: sales and output tax debited, the debtor credited', () => {
    expect(rows(ledgerOf(twoBags('credit_note'), '2026-11-20'))).toEqual([
      ['sys_debtors', '2026-11-20', 0, 210_000],
      ['sys_sales', '2026-11-20', 200_000, 0],
      ['sys_outputcgst', '2026-11-20', 5_000, 0],
      ['sys_outputsgst', '2026-11-20', 5_000, 0],
    ]);
  });

  it('a debit note adds to a sale', () => {
    expect(rows(ledgerOf(twoBags('debit_note'), '2026-11-21'))[0]).toEqual(['sys_debtors', '2026-11-21', 210_000, 0]);
  });

  it("dates a payment's lines on the payment's day, apart from the sale's", () => {
    expect(rows(ledgerOf(twoBags('b2b'), '2026-11-05', [{ date: '2026-11-15', amount: 100_000 }])).slice(-2)).toEqual([
      ['sys_cash', '2026-11-15', 100_000, 0],
      ['sys_debtors', '2026-11-15', 0, 100_000],
    ]);
  });

  it('posts nothing for a cancelled note, a quotation or a challan', () => {
    expect(ledgerOf(twoBags('credit_note'), '2026-11-20', [], true)).toEqual([]);
    expect(ledgerOf(twoBags('quotation'), '2026-11-20')).toEqual([]);
    expect(booksRuleOf(kindFacts('delivery_challan'))).toBeNull();
  });

  it('balances the opening entry against opening balance equity, either way', () => {
    expect(rows(openingLedgerLines('2026-04-01', [{ accountId: 'sys_cash', debit: 5_000_000, credit: 0 }, { accountId: 'sys_creditors', debit: 0, credit: 1_000_000 }]))).toEqual([
      ['sys_cash', '2026-04-01', 5_000_000, 0],
      ['sys_creditors', '2026-04-01', 0, 1_000_000],
      ['sys_openingbalanceequity', '2026-04-01', 0, 4_000_000],
    ]);
    expect(rows(openingLedgerLines('2026-04-01', [{ accountId: 'sys_creditors', debit: 0, credit: 700 }])).at(-1)).toEqual(['sys_openingbalanceequity', '2026-04-01', 700, 0]);
  });

  it('refuses a journal whose debits and credits differ', () => {
    expect(() => journalLedgerLines('2026-11-25', [{ accountId: 'sys_cash', debit: 100, credit: 0 }, { accountId: 'sys_expenses', debit: 0, credit: 90 }])).toThrow(UnbalancedPostings);
  });

  it('runs an account balance on its own side', () => {
    const folded = runningBalances('LIABILITY', 1_000, [{ date: '2026-11-01', debit: 0, credit: 500 }, { date: '2026-11-02', debit: 2_000, credit: 0 }]);
    expect(folded.lines.map((line) => line.balance)).toEqual([1_500, -500]);
    expect(folded).toMatchObject({ closing: -500, debit: 2_000, credit: 500 });
  });
});

describe('the balance sheet', () => {
  const account = (code: SystemAccountCode) => ACCOUNTS.find((each) => each.id === systemAccountId(code)) as AccountOfChart;

  it('shows each account on the side its balance falls: an overdrawn bank as a bank overdraft, debtors in credit and creditors in debit across', () => {
    const closing = new Map<string, { debit: number; credit: number }>();
    const post = (debit: SystemAccountCode, credit: SystemAccountCode, paise: number) => {
      addTotals(closing, systemAccountId(debit), paise, 0);
      addTotals(closing, systemAccountId(credit), 0, paise);
    };
    post('cash', 'capital', 10_000_000); // ₹1,00,000.00 brought in
    post('bank', 'sales', 3_086_700); // ₹30,867.00 sold, received in the bank
    post('purchases', 'bank', 7_958_000); // ₹79,580.00 bought, paid from the bank: the bank is ₹48,713.00 overdrawn
    post('cash', 'debtors', 500_000); // ₹5,000.00 a customer paid ahead of any sale
    post('creditors', 'cash', 200_000); // ₹2,000.00 paid to a supplier ahead of any purchase

    expect(balanceSheet(ACCOUNTS, closing, new Map())).toEqual({
      // Cash 1,00,000.00 + 5,000.00 − 2,000.00.
      assets: [
        { account: account('cash'), amount: 10_300_000 },
        { account: { ...account('creditors'), name: 'Sundry creditors (debit balance)' }, amount: 200_000 },
      ],
      liabilities: [
        { account: { ...account('bank'), name: 'Bank overdraft' }, amount: 4_871_300 },
        { account: { ...account('debtors'), name: 'Sundry debtors (credit balance)' }, amount: 500_000 },
      ],
      equity: [{ account: account('capital'), amount: 10_000_000 }],
      openingStockDifference: 0,
      earlierProfit: 0,
      // Sales 30,867.00 − purchases 79,580.00.
      profit: -4_871_300,
      // 1,05,000.00 = 53,713.00 + (1,00,000.00 − 48,713.00).
      totalAssets: 10_500_000,
      totalLiabilities: 5_371_300,
      totalEquity: 5_128_700,
    });
    // The trial balance keeps the bank on its credit side, under its own name.
    expect(trialBalance(ACCOUNTS, closing).rows.find((row) => row.account.id === systemAccountId('bank'))).toEqual({ account: account('bank'), debit: 0, credit: 4_871_300 });
  });

  it("names an organisation's own asset in credit by its name, and leaves equity in debit signed on its own side", () => {
    const machinery: AccountOfChart = { id: 'o000000000000001_a00000000000001', name: 'Machinery', type: 'ASSET' };
    const closing = new Map([
      [machinery.id, { debit: 0, credit: 150_000 }],
      [systemAccountId('capital'), { debit: 150_000, credit: 0 }],
    ]);
    expect(balanceSheet([...ACCOUNTS, machinery], closing, new Map())).toMatchObject({
      assets: [],
      liabilities: [{ account: { ...machinery, name: 'Machinery (credit balance)' }, amount: 150_000 }],
      equity: [{ account: account('capital'), amount: -150_000 }],
      totalAssets: 0,
      totalLiabilities: 150_000,
      totalEquity: -150_000,
    });
  });
});

describe('the stock in hand in the statements (walk 30 H2)', () => {
  // A trader starts the year with ₹1,00,000.00 of capital and ₹20,000.00 of stock typed in as a
  // starting balance; buys ₹50,000.00 of goods and sells ₹45,000.00. The stock counted is worth
  // ₹20,000.00 at the start of the year and ₹32,000.00 at its end.
  const id = (code: SystemAccountCode) => systemAccountId(code);
  const stockAccount = ACCOUNTS.find((each) => each.id === id('stock')) as AccountOfChart;
  const before = new Map([
    [id('cash'), { debit: 10_000_000, credit: 0 }],
    [id('stock'), { debit: 2_000_000, credit: 0 }],
    [id('capital'), { debit: 0, credit: 12_000_000 }],
  ]);
  const period = new Map([
    [id('purchases'), { debit: 5_000_000, credit: 0 }],
    [id('sales'), { debit: 0, credit: 4_500_000 }],
    [id('cash'), { debit: 4_500_000, credit: 5_000_000 }],
  ]);
  const closing = new Map<string, { debit: number; credit: number }>();
  for (const totals of [before, period]) for (const [account, { debit, credit }] of totals) addTotals(closing, account, debit, credit);
  // The typed 20,000 is the starting stock the counts found: the starting balances hold it.
  const stock = { opening: 2_000_000, closing: 3_200_000, counted: 2_000_000 };

  it('the profit and loss account: opening stock first among the expenses, closing stock last among the income', () => {
    const result = profitAndLoss(ACCOUNTS, period, stock);
    expect(result.expenses[0]).toEqual({ account: { id: id('stock'), name: 'Opening stock', type: 'EXPENSE' }, amount: 2_000_000 });
    expect(result.income.at(-1)).toEqual({ account: { id: id('stock'), name: 'Closing stock', type: 'INCOME' }, amount: 3_200_000 });
    // Sales 45,000 + closing 32,000 − (opening 20,000 + purchases 50,000) = 7,000: the goods sold cost 38,000.
    expect([result.totalIncome, result.totalExpenses, result.profit]).toEqual([7_700_000, 7_000_000, 700_000]);
  });

  it('the balance sheet: Stock in hand at its counted value, the period’s profit with it, and still balanced', () => {
    const sheet = balanceSheet(ACCOUNTS, closing, before, stock);
    expect(sheet.assets).toEqual([
      { account: ACCOUNTS.find((each) => each.id === id('cash')), amount: 9_500_000 },
      { account: stockAccount, amount: 3_200_000 },
    ]);
    // The typed 20,000 was the stock at the start: no profit of earlier periods.
    expect([sheet.openingStockDifference, sheet.earlierProfit, sheet.profit]).toEqual([0, 0, 700_000]);
    expect([sheet.totalAssets, sheet.totalLiabilities + sheet.totalEquity]).toEqual([12_700_000, 12_700_000]);
    // Without the stock counted, the typed balance stands and the goods bought are all a cost.
    expect(balanceSheet(ACCOUNTS, closing, before)).toMatchObject({ profit: -500_000, totalAssets: 11_500_000, totalEquity: 11_500_000 });
  });

  it('balances whatever was typed into Stock in hand: the starting stock the starting balances leave out is shown as their difference, not as a profit (walk 33E E7)', () => {
    const untyped = new Map([...closing].filter(([account]) => account !== id('stock')));
    untyped.set(id('capital'), { debit: 0, credit: 10_000_000 });
    const startedWith = new Map([[id('cash'), { debit: 10_000_000, credit: 0 }], [id('capital'), { debit: 0, credit: 10_000_000 }]]);
    const sheet = balanceSheet(ACCOUNTS, untyped, startedWith, stock);
    const balance = (of: typeof sheet) => [of.openingStockDifference, of.earlierProfit, of.profit, of.totalAssets, of.totalLiabilities + of.totalEquity];
    expect(balance(sheet)).toEqual([2_000_000, 0, 700_000, 12_700_000, 12_700_000]);
    // Of 20,000 in hand at the start, 5,000 was bought in an earlier period and is still in hand:
    // that part is the earlier periods' profit (its purchase was their cost), the rest the difference.
    expect(balance(balanceSheet(ACCOUNTS, untyped, startedWith, { ...stock, counted: 1_500_000 }))).toEqual([1_500_000, 500_000, 700_000, 12_700_000, 12_700_000]);
    // Typed beyond what was counted: the difference is below zero.
    expect(balance(balanceSheet(ACCOUNTS, closing, before, { ...stock, counted: 500_000 }))).toEqual([-1_500_000, 1_500_000, 700_000, 12_700_000, 12_700_000]);
  });
});

describe('the books over random sequences of documents, payments, notes, edits, cancellations and journals', () => {
  const day = fc.integer({ min: 1, max: 28 }).map((d) => `2026-11-${String(d).padStart(2, '0')}`);
  const docArb = fc.record({
    kind: fc.constantFrom<KindInTable>('b2b', 'b2c', 'reverse_charge', 'purchase', 'composite_purchase', 'bill_of_supply', 'credit_note', 'debit_note', 'quotation'),
    placeOfSupply: fc.constantFrom('27', '29'),
    lines: fc.array(
      fc.record({
        quantityMilli: fc.integer({ min: 1, max: 50_000 }),
        unitPrice: fc.integer({ min: 0, max: 5_000_000 }),
        priceMode: fc.constantFrom('intax' as const, 'notax' as const),
        gstRateBps: fc.constantFrom(0, 500, 1200, 1800, 2800),
        cessRateBps: fc.constantFrom(0, 0, 1200),
        discount: fc.option(fc.integer({ min: 0, max: 10_000 }).map((bps) => ({ kind: 'percent' as const, bps })), { nil: undefined }),
      }),
      { minLength: 1, maxLength: 4 },
    ),
    freight: fc.option(fc.integer({ min: 0, max: 200_000 }).map((paise) => ({ kind: 'amount' as const, paise })), { nil: undefined }),
    reverseCharge: fc.boolean(),
    roundOff: fc.boolean(),
    date: day,
    paidShare: fc.integer({ min: 0, max: 100 }),
    paidOn: day,
  });
  const journalArb = fc.record({
    date: day,
    debits: fc.array(fc.record({ code: fc.constantFrom<SystemAccountCode>('expenses', 'cash', 'bank', 'capital', 'stock'), rupees: fc.integer({ min: 1, max: 100_000 }) }), { minLength: 1, maxLength: 3 }),
    credit: fc.constantFrom<SystemAccountCode>('cash', 'bank', 'capital', 'creditors'),
  });
  const stepArb = fc.oneof(
    docArb.map((doc) => ({ type: 'document' as const, doc })),
    journalArb.map((journal) => ({ type: 'journal' as const, journal })),
    fc.nat().map((pick) => ({ type: 'cancel' as const, pick })),
    fc.tuple(fc.nat(), docArb).map(([pick, doc]) => ({ type: 'edit' as const, pick, doc })),
  );

  type GeneratedDoc = typeof docArb extends fc.Arbitrary<infer D> ? D : never;

  function linesOfDoc(generated: GeneratedDoc): LedgerLine[] {
    const { freight, paidShare, paidOn, date, ...rest } = generated;
    const doc: TotalsDocument = { ...rest, sellerStateCode: '27', charges: freight ? { freight } : {}, additionalCharges: true };
    const paid = Math.floor((documentTotals(doc).grandTotal * paidShare) / 100);
    const payable = kindFacts(doc.kind).payable;
    return ledgerOf(doc, date, payable && paid > 0 ? [{ date: paidOn, amount: paid }] : []);
  }

  it('keep the trial balance at zero and the balance sheet balanced after every step, from any start date', () => {
    fc.assert(
      fc.property(fc.array(stepArb, { minLength: 1, maxLength: 30 }), day, (steps, start) => {
        // Each source's lines in effect: an edit replaces them, a cancel empties them.
        const sources: LedgerLine[][] = [];
        for (const step of steps) {
          if (step.type === 'document') sources.push(linesOfDoc(step.doc));
          else if (step.type === 'journal') {
            const debits = step.journal.debits.map(({ code, rupees }) => ({ accountId: systemAccountId(code), debit: rupees * 100, credit: 0 }));
            const total = debits.reduce((sum, line) => sum + line.debit, 0);
            sources.push(journalLedgerLines(step.journal.date, [...debits, { accountId: systemAccountId(step.journal.credit), debit: 0, credit: total }]));
          } else if (sources.length > 0) sources[step.pick % sources.length] = step.type === 'cancel' ? [] : linesOfDoc(step.doc);

          const closing = new Map<string, { debit: number; credit: number }>();
          const before = new Map<string, { debit: number; credit: number }>();
          for (const line of sources.flat()) {
            addTotals(closing, line.accountId, line.debit, line.credit);
            if (line.date < start) addTotals(before, line.accountId, line.debit, line.credit);
          }
          const trial = trialBalance(ACCOUNTS, closing);
          expect(trial.debit).toBe(trial.credit);
          const sheet = balanceSheet(ACCOUNTS, closing, before);
          expect(sheet.totalAssets).toBe(sheet.totalLiabilities + sheet.totalEquity);
          // Every asset and liability on the side its balance falls.
          expect([...sheet.assets, ...sheet.liabilities].filter((row) => row.amount <= 0)).toEqual([]);
          expect(sheet.earlierProfit + sheet.profit).toBe(profitAndLoss(ACCOUNTS, closing).profit);
        }
      }),
      { numRuns: 200 },
    );
  });
});
