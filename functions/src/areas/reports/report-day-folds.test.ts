// The reports from day sums, to the paisa: rows, totals, names after the latest document, the
// sales report's pages of whole days.
import type { ReportDay } from '../../store/report-days.js';
import { labelName } from './report-contribution.js';
import { incomeByCustomerOfDays, incomeByItemOfDays, namesOfDays, salesPageOfDays, salesTotalsOfDays, taxSummaryOfDays } from './report-day-folds.js';

const day = (date: string, sums: Record<string, number>): ReportDay => ({ date, sums });

it('sums the tax summary by section and rate over the days, rows with no document left out', () => {
  const days = [
    day('2026-11-05', { 'R#outward#500#taxable': 1_000_000, 'R#outward#500#cgst': 25_000, 'R#outward#500#sgst': 25_000, 'R#outward#500#tax': 50_000, 'R#outward#500#total': 1_050_000, 'R#outward#500#n': 1 }),
    // A credit note, and a row whose only document was cancelled (taken out again: n back to 0).
    day('2026-11-20', { 'R#outward#500#taxable': -200_000, 'R#outward#500#cgst': -5_000, 'R#outward#500#sgst': -5_000, 'R#outward#500#tax': -10_000, 'R#outward#500#total': -210_000, 'R#outward#500#n': 1, 'R#outward#1800#taxable': 0, 'R#outward#1800#n': 0 }),
    day('2026-11-14', { 'R#reverse_charge#500#taxable': 400_000, 'R#reverse_charge#500#cgst': 10_000, 'R#reverse_charge#500#sgst': 10_000, 'R#reverse_charge#500#tax': 20_000, 'R#reverse_charge#500#total': 420_000, 'R#reverse_charge#500#n': 1 }),
  ];
  const figures = (taxable: string, cgst: string, tax: string, total: string) => ({ taxable, cgst, sgst: cgst, igst: '0.00', cess: '0.00', tax, total });
  expect(taxSummaryOfDays(days)).toEqual({
    rows: [
      { section: 'outward', rate_bps: 500, rate: '5', documents: 2, ...figures('8000.00', '200.00', '400.00', '8400.00') },
      { section: 'reverse_charge', rate_bps: 500, rate: '5', documents: 1, ...figures('4000.00', '100.00', '200.00', '4200.00') },
    ],
    totals: figures('8000.00', '200.00', '400.00', '8400.00'),
    reverseChargeTotals: figures('4000.00', '100.00', '200.00', '4200.00'),
  });
});

it('names a row after its last day, and leaves it open when that day names it two ways', () => {
  const kirana = (name: string) => labelName('org_1_k', [name, '27AAACR5055K1Z5', '27']);
  const days = [day('2026-11-01', { [kirana('Kirana')]: 2 }), day('2026-11-05', { [kirana('Shree Kirana')]: 1, [kirana('Kirana')]: 0 }), day('2026-11-07', { [labelName('org_1_m', ['Mysore', '', '29'])]: 1, [labelName('org_1_m', ['Mysore Stores', '', '29'])]: 1 })];
  expect(namesOfDays(days)).toEqual({ names: new Map([['org_1_k', ['Shree Kirana', '27AAACR5055K1Z5', '27']]]), unresolved: [{ key: 'org_1_m', date: '2026-11-07' }] });
  // Within one state only, the Karnataka labels are the only ones kept.
  expect(namesOfDays(days, (label) => label[2] === '29').names).toEqual(new Map());
});

it('sums income by customer per place of supply, and names the rows', () => {
  const days = [
    day('2026-11-05', { 'C#27#org_1_k#taxable': 1_000_000, 'C#27#org_1_k#total': 1_050_000, 'C#27#org_1_k#n': 1, 'C#29#org_1_k#taxable': 50_000, 'C#29#org_1_k#total': 59_000, 'C#29#org_1_k#n': 1 }),
    day('2026-11-12', { 'C#27#consumers#taxable': 200_000, 'C#27#consumers#total': 210_000, 'C#27#consumers#n': 1 }),
  ];
  const names = new Map([['org_1_k', ['Shree Kirana', '27AAACR5055K1Z5', '27']]]);
  const all = incomeByCustomerOfDays(days, names);
  expect(all.rows.map((row) => [row.client_id, row.customer, row.state, row.documents, row.taxable, row.total])).toEqual([
    ['consumers', 'Consumers (B2C, no client record)', '', 1, '2000.00', '2100.00'],
    ['org_1_k', 'Shree Kirana', 'Maharashtra', 2, '10500.00', '11090.00'],
  ]);
  expect(all.totals.total).toBe('13190.00');
  expect(incomeByCustomerOfDays(days, names, '29').totals.total).toBe('590.00');
});

it('sums income by item with its quantity, a credit note below zero', () => {
  const days = [day('2026-11-05', { 'I#org_1_rice#taxable': 1_000_000, 'I#org_1_rice#q': 10_000, 'I#org_1_rice#n': 1 }), day('2026-11-20', { 'I#org_1_rice#taxable': -1_200_000, 'I#org_1_rice#q': -12_000, 'I#org_1_rice#n': 1 })];
  const report = incomeByItemOfDays(days, new Map([['org_1_rice', ['Basmati Rice', '10063020']]]));
  expect(report.rows).toEqual([{ itemid: 'org_1_rice', item: 'Basmati Rice', hsn: '10063020', quantity: '-2', documents: 2, taxable: '-2000.00', cgst: '0.00', sgst: '0.00', igst: '0.00', cess: '0.00', tax: '0.00', total: '0.00' }]);
});

it("answers the sales report's totals, its months with expenses among purchases, and what is owed by age at the end date, whatever year it was issued", () => {
  const days = [
    day('2026-10-30', { 'S#taxable': 500_000, 'S#total': 590_000, 'S#paid': 0, 'S#n': 1, 'P#taxable': 100_000 }),
    day('2026-11-05', { 'S#taxable': 1_000_000, 'S#total': 1_050_000, 'S#paid': 400_000, 'S#n': 1 }),
  ];
  // The owed fold: the two sales above (the second less a credit note of ₹2,100), one of last year
  // (over 90 days), and one issued after the end date (left out). Pending is the first two's.
  const owed = {
    'A#2026-08-10#2026-10-30#amt': 590_000, 'A#2026-08-10#2026-10-30#n': 1,
    'A#2026-12-05#2026-11-05#amt': 440_000, 'A#2026-12-05#2026-11-05#n': 1,
    'A#2026-01-31#2026-01-01#amt': 120_000, 'A#2026-01-31#2026-01-01#n': 1,
    // Paid since: its sums went back to zero.
    'A#2026-11-20#2026-10-21#amt': 0, 'A#2026-11-20#2026-10-21#n': 0,
    'A#2026-12-31#2026-12-01#amt': 99_900, 'A#2026-12-31#2026-12-01#n': 1,
  };
  const expense = { date: '2026-11-17', figures: { taxable: 100_000 } } as Parameters<typeof salesTotalsOfDays>[1][number];
  const { totals, charts } = salesTotalsOfDays(days, [expense], { start: '2026-10-01', end: '2026-11-30' }, owed);
  expect([totals.taxable, totals.total, totals.paid, totals.pending]).toEqual(['15000.00', '16400.00', '4000.00', '10300.00']);
  expect(charts.months).toEqual([
    { month: '2026-10', sales: '5000.00', purchases: '1000.00' },
    { month: '2026-11', sales: '10000.00', purchases: '1000.00' },
  ]);
  expect(charts.receivables.map((age) => [age.age, age.documents, age.amount])).toEqual([
    ['not_due', 1, '4400.00'],
    ['d1_30', 0, '0.00'],
    ['d31_60', 0, '0.00'],
    ['d61_90', 0, '0.00'],
    ['over_90', 2, '7100.00'],
  ]);
  // Nothing credited beyond what was due: nothing owed back.
  expect(charts.owedBack).toBe('0.00');
});

it('says apart what is owed back to customers by the end date, in no age (walk 25 L11)', () => {
  // A sale of 2 Nov paid in full then credited ₹2,100; one of 10 Oct credited ₹500 beyond its due;
  // one of 2 Dec, after the end date, left out.
  const owed = { 'N#2026-11-02#amt': -210_000, 'N#2026-10-10#amt': -50_000, 'N#2026-12-02#amt': -99_900, 'A#2026-12-05#2026-11-05#amt': 440_000, 'A#2026-12-05#2026-11-05#n': 1 };
  const { totals, charts } = salesTotalsOfDays([], [], { start: '2026-11-01', end: '2026-11-30' }, owed);
  expect([charts.owedBack, totals.pending, charts.receivables[0]?.amount]).toEqual(['2600.00', '2300.00', '4400.00']);
});

it('cuts the sales rows into pages of whole days, a day alone larger than a page kept whole', () => {
  const days = [day('2026-11-01', { 'S#n': 400 }), day('2026-11-02', { 'P#taxable': 5 }), day('2026-11-03', { 'S#n': 500 }), day('2026-11-04', { 'S#n': 200 }), day('2026-11-05', { 'S#n': 2_000 })];
  expect(salesPageOfDays(days, 1_000)).toEqual({ last: '2026-11-03', next: '2026-11-04' });
  expect(salesPageOfDays(days.slice(3), 1_000)).toEqual({ last: '2026-11-04', next: '2026-11-05' });
  expect(salesPageOfDays(days.slice(4), 1_000)).toEqual({ last: null, next: null });
});
