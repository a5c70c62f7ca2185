import { CLOSING_TYPE, EARLIER_PERIODS_ID, OPENING_TYPE, ledgerRows, showsBankAccount, summaryRows } from './ledger-rows';

const LINE = { date: '2026-11-15', source: { type: 'document', id: 'o1_bb1', kind: 'b2b', number: 'INV1' }, party: 'Shree Kirana', bankAccount: 'HDFC Bank · 50100234567891', debit: '4000.00', credit: '0.00', balance: '54000.00' };

describe("an account's ledger rows", () => {
  it('opens with the opening balance on the start date and closes with the totals and the closing balance', () => {
    expect(ledgerRows({ opening: '50000.00', debit: '4000.00', credit: '0.00', closing: '54000.00', lines: [LINE] }, '2026-11-01', '2026-11-30')).toEqual({
      rows: [{ date: '2026-11-01', source: { type: OPENING_TYPE, id: '', kind: '', number: '' }, party: '', bankAccount: '', debit: '0.00', credit: '0.00', balance: '50000.00' }, LINE],
      totals: { date: '2026-11-30', source: { type: CLOSING_TYPE, id: '', kind: '', number: '' }, party: '', bankAccount: '', debit: '4000.00', credit: '0.00', balance: '54000.00' },
    });
  });

  it('has no opening line for an account that neither opens with a balance nor moved', () => {
    expect(ledgerRows({ opening: '0.00', debit: '0.00', credit: '0.00', closing: '0.00', lines: [] }, '2026-11-01', '2026-11-30').rows).toEqual([]);
  });

  it('shows which bank account only in the bank accounts ledger of more than one bank, none chosen', () => {
    const banks = [
      { id: 'b1', name: 'HDFC Bank · 50100234567891' },
      { id: 'b2', name: 'State Bank of India · 30211456789' },
    ];
    expect(showsBankAccount({ party: null, parties: banks, lines: [LINE] })).toBe(true);
    expect(showsBankAccount({ party: null, parties: banks.slice(0, 1), lines: [LINE] })).toBe(false);
    expect(showsBankAccount({ party: banks[0], parties: banks, lines: [LINE] })).toBe(false);
    // Sundry debtors: parties are customers, and no line names a bank account.
    expect(showsBankAccount({ party: null, parties: [{ id: 'c1', name: 'Shree Kirana' }, { id: 'c2', name: 'Ujjain Stores' }], lines: [{ ...LINE, bankAccount: '' }] })).toBe(false);
  });
});

const figures = (opening: string, debit: string, credit: string, closing: string) => ({ opening, debit, credit, closing });
const SALES = { account: { id: 'sys_sales', name: 'Sales', type: 'INCOME' }, ...figures('417990.00', '417990.00', '47761.50', '47761.50') };

describe("the general ledger's summary rows", () => {
  it('puts the loss of earlier periods first, on the debit side as the trial balance shows it, then the accounts', () => {
    expect(summaryRows({ accounts: [SALES], earlierProfit: figures('-44450.00', '546510.00', '417990.00', '-172970.00') })).toEqual([
      { account: { id: EARLIER_PERIODS_ID, name: 'Loss of earlier periods', type: 'EQUITY' }, ...figures('44450.00', '546510.00', '417990.00', '172970.00') },
      SALES,
    ]);
  });

  it('names a profit as such on its credit side, and shows the accounts alone when the dates close no year', () => {
    expect(summaryRows({ accounts: [SALES], earlierProfit: figures('-100.00', '0.00', '417990.00', '417890.00') })[0]).toEqual({
      account: { id: EARLIER_PERIODS_ID, name: 'Profit of earlier periods', type: 'EQUITY' },
      ...figures('-100.00', '0.00', '417990.00', '417890.00'),
    });
    expect(summaryRows({ accounts: [SALES], earlierProfit: null })).toEqual([SALES]);
  });
});
