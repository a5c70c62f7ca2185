import { monthBars } from './month-chart';

const month = (m: string, count: number, total: string, paid: string, pending: string) => ({ month: m, count, total, paid, pending });
const zero = (m: string) => month(m, 0, '0.00', '0.00', '0.00');
const YEAR = ['2024-04', '2024-05', '2024-06', '2024-07', '2024-08', '2024-09', '2024-10', '2024-11', '2024-12', '2025-01', '2025-02', '2025-03'];

describe('monthBars', () => {
  it('keeps April to March, scales to the tallest month and splits paid from pending', () => {
    const rows = YEAR.map((m) =>
      m === '2024-11' ? month(m, 2, '34814.00', '17407.00', '17407.00') : m === '2025-03' ? month(m, 1, '8703.50', '0.00', '8703.50') : zero(m),
    );
    const bars = monthBars(rows, true);
    expect(bars.map((bar) => bar.short)).toEqual(['Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec', 'Jan', 'Feb', 'Mar']);
    const november = bars[7]!;
    expect([november.total, november.paid, november.pending, november.height, november.paidShare]).toEqual([3481400, 1740700, 1740700, 1, 0.5]);
    expect(november.description).toBe('Nov 2024: 2 documents, ₹34,814.00 (paid ₹17,407.00, pending ₹17,407.00)');
    expect([bars[11]!.height, bars[11]!.paidShare, bars[11]!.description]).toEqual([0.25, 0, 'Mar 2025: 1 document, ₹8,703.50 (paid ₹0.00, pending ₹8,703.50)']);
    expect(bars[0]!.height).toBe(0);
  });

  it('shows only totals for kinds that take no payments, and flat bars for an empty year', () => {
    const quotation = monthBars(YEAR.map((m) => (m === '2024-04' ? month(m, 1, '1250.50', '0.00', '1250.50') : zero(m))), false);
    expect([quotation[0]!.paidShare, quotation[0]!.description]).toEqual([0, 'Apr 2024: 1 document, ₹1,250.50']);
    expect(monthBars(YEAR.map(zero), true).map((bar) => bar.height)).toEqual(Array(12).fill(0));
  });
});
