import { trialRows } from './trial-rows';

const SALES = { account: { name: 'Sales', type: 'INCOME' }, debit: '0.00', credit: '700.00' };
const CASH = { account: { name: 'Cash in hand', type: 'ASSET' }, debit: '1700.00', credit: '0.00' };

describe('the trial balance rows', () => {
  it('carries the profit of earlier periods as a credit line first, and the totals apart', () => {
    expect(trialRows({ rows: [CASH, SALES], earlierProfit: '1000.00', debit: '1700.00', credit: '1700.00' })).toEqual({
      rows: [
        { name: 'Profit of earlier periods', type: 'EQUITY', debit: '0.00', credit: '1000.00' },
        { name: 'Cash in hand', type: 'ASSET', debit: '1700.00', credit: '0.00' },
        { name: 'Sales', type: 'INCOME', debit: '0.00', credit: '700.00' },
      ],
      totals: { name: 'Total', type: '', debit: '1700.00', credit: '1700.00' },
    });
  });

  it('names a loss of earlier periods as a debit, and leaves the line out when nothing is carried', () => {
    expect(trialRows({ rows: [], earlierProfit: '-250.50', debit: '250.50', credit: '250.50' }).rows).toEqual([{ name: 'Loss of earlier periods', type: 'EQUITY', debit: '250.50', credit: '0.00' }]);
    expect(trialRows({ rows: [CASH], earlierProfit: '0.00', debit: '1700.00', credit: '1700.00' }).rows.map((row) => row.name)).toEqual(['Cash in hand']);
  });
});
