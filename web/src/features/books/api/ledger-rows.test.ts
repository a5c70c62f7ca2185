import { CLOSING_TYPE, OPENING_TYPE, ledgerRows } from './ledger-rows';

const LINE = { date: '2026-11-15', source: { type: 'document', id: 'o1_bb1', kind: 'b2b', number: 'INV1' }, party: 'Shree Kirana', debit: '4000.00', credit: '0.00', balance: '54000.00' };

describe("an account's ledger rows", () => {
  it('opens with the opening balance on the start date and closes with the totals and the closing balance', () => {
    expect(ledgerRows({ opening: '50000.00', debit: '4000.00', credit: '0.00', closing: '54000.00', lines: [LINE] }, '2026-11-01', '2026-11-30')).toEqual({
      rows: [{ date: '2026-11-01', source: { type: OPENING_TYPE, id: '', kind: '', number: '' }, party: '', debit: '0.00', credit: '0.00', balance: '50000.00' }, LINE],
      totals: { date: '2026-11-30', source: { type: CLOSING_TYPE, id: '', kind: '', number: '' }, party: '', debit: '4000.00', credit: '0.00', balance: '54000.00' },
    });
  });

  it('has no opening line for an account that neither opens with a balance nor moved', () => {
    expect(ledgerRows({ opening: '0.00', debit: '0.00', credit: '0.00', closing: '0.00', lines: [] }, '2026-11-01', '2026-11-30').rows).toEqual([]);
  });
});
