// An expense in the books: the expense and its input tax against the money it was paid with.
import { expenseInputTax, expenseTax } from '../expenses/expense-tax.js';
import { expenseLedgerLines } from './ledger-lines.js';
import { expensePostings } from './postings.js';

describe('an expense', () => {
  it('debits the expense and the input CGST and SGST, and credits the bank it was paid from (₹2,345.67 at 18% in Maharashtra)', () => {
    const tax = expenseTax({ amountPaise: 2_345_67, taxRateBps: 1800, supplierStateCode: '27', orgStateCode: '27' });
    expect([tax.cgst, tax.sgst, tax.total]).toEqual([211_11, 211_11, 2_767_89]);
    expect(expensePostings({ amount: 2_345_67, cgst: tax.cgst, sgst: tax.sgst, igst: tax.igst, money: { method: 'BANK', account: 'bank1' } })).toEqual([
      { account: 'expenses', subLedger: null, debit: 2_345_67, credit: 0 },
      { account: 'inputCgst', subLedger: null, debit: 211_11, credit: 0 },
      { account: 'inputSgst', subLedger: null, debit: 211_11, credit: 0 },
      { account: 'bank', subLedger: 'bank1', debit: 0, credit: 2_767_89 },
    ]);
  });

  it('takes IGST from another state, and cash with no tax at all, on its date', () => {
    expect(expenseLedgerLines('2026-11-18', { amount: 1_000_00, cgst: 0, sgst: 0, igst: 180_00, money: { method: 'CASH', account: '' } })).toEqual([
      { accountId: 'sys_expenses', subLedger: null, date: '2026-11-18', debit: 1_000_00, credit: 0 },
      { accountId: 'sys_inputigst', subLedger: null, date: '2026-11-18', debit: 180_00, credit: 0 },
      { accountId: 'sys_cash', subLedger: null, date: '2026-11-18', debit: 0, credit: 1_180_00 },
    ]);
    expect(expensePostings({ amount: 500_00, cgst: 0, sgst: 0, igst: 0, money: { method: 'CASH', account: '' } })).toEqual([
      { account: 'expenses', subLedger: null, debit: 500_00, credit: 0 },
      { account: 'cash', subLedger: null, debit: 0, credit: 500_00 },
    ]);
  });

  it("is input tax only with the supplier's GSTIN and not blocked (Sections 16(2)(a), 17(5))", () => {
    const gstin = '27AAKFS1234E1ZX';
    expect([
      expenseInputTax({ itcBlocked: false, supplierGstin: gstin }),
      expenseInputTax({ itcBlocked: true, supplierGstin: gstin }),
      expenseInputTax({ itcBlocked: false, supplierGstin: '' }),
      expenseInputTax({ itcBlocked: true, supplierGstin: '' }),
    ]).toEqual(['claimed', 'blocked', 'none', 'none']);
  });
});
