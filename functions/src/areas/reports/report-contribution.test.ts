// What one document adds to the reports' day sums, to the paisa.
import type { ReportEntry } from './report-entries.js';
import { contributionOf, labelName, owedContributionOf } from './report-contribution.js';

const figures = (taxable: number, cgst: number, sgst: number, total: number) => ({ taxable, cgst, sgst, igst: 0, cess: 0, tax: cgst + sgst, total });

/** 10 bags at ₹1,000 + 5% to Shree Kirana (Pune), ₹4,000.00 paid, due 5 December 2026. */
const sale: ReportEntry = {
  id: 'org_1_bi2026000000001',
  kind: 'b2b',
  kindLabel: 'B2B invoice',
  number: 'INV-1',
  date: '2026-11-05',
  dueDate: '2026-12-05',
  side: 'income',
  partyKey: 'org_1_kirana',
  party: 'Shree Kirana',
  gstin: '27AAACR5055K1Z5',
  statecode: '27',
  figures: figures(1_000_000, 25_000, 25_000, 1_050_000),
  paid: 400_000,
  payable: true,
  rates: [{ section: 'outward', rateBps: 500, figures: figures(1_000_000, 25_000, 25_000, 1_050_000) }],
  lines: [
    { itemId: 'org_1_rice', itemName: 'Basmati Rice', hsn: '10063020', quantityMilli: 6_000, rateBps: 500, figures: figures(600_000, 15_000, 15_000, 630_000) },
    { itemId: 'org_1_rice', itemName: 'Basmati Rice', hsn: '10063020', quantityMilli: 4_000, rateBps: 500, figures: figures(400_000, 10_000, 10_000, 420_000) },
  ],
};

it('adds a sale to the totals, its rate, its customer and its items (two lines of one item count one document)', () => {
  expect(contributionOf(sale)).toEqual({
    date: '2026-11-05',
    groups: {
      T: {
        'S#taxable': 1_000_000, 'S#cgst': 25_000, 'S#sgst': 25_000, 'S#tax': 50_000, 'S#total': 1_050_000, 'S#paid': 400_000, 'S#n': 1,
        'R#outward#500#taxable': 1_000_000, 'R#outward#500#cgst': 25_000, 'R#outward#500#sgst': 25_000, 'R#outward#500#tax': 50_000, 'R#outward#500#total': 1_050_000, 'R#outward#500#n': 1,
      },
      C: {
        'C#27#org_1_kirana#taxable': 1_000_000, 'C#27#org_1_kirana#cgst': 25_000, 'C#27#org_1_kirana#sgst': 25_000, 'C#27#org_1_kirana#tax': 50_000, 'C#27#org_1_kirana#total': 1_050_000, 'C#27#org_1_kirana#n': 1,
        [labelName('org_1_kirana', ['Shree Kirana', '27AAACR5055K1Z5', '27'])]: 1,
      },
      I: {
        'I#org_1_rice#taxable': 1_000_000, 'I#org_1_rice#cgst': 25_000, 'I#org_1_rice#sgst': 25_000, 'I#org_1_rice#tax': 50_000, 'I#org_1_rice#total': 1_050_000, 'I#org_1_rice#q': 10_000, 'I#org_1_rice#n': 1,
        [labelName('org_1_rice', ['Basmati Rice', '10063020'])]: 1,
      },
    },
  });
});

it('owes what is pending after its notes on the first of the month it falls due, by due and issue date; nothing when paid or credited in full, nothing on a purchase', () => {
  expect(owedContributionOf(sale)).toEqual({ date: '2026-12-01', groups: { O: { 'A#2026-12-05#2026-11-05#amt': 650_000, 'A#2026-12-05#2026-11-05#n': 1 } } });
  // A credit note of ₹2,100 takes it down; a debit note (a negative net) adds.
  expect(owedContributionOf(sale, 210_000)).toEqual({ date: '2026-12-01', groups: { O: { 'A#2026-12-05#2026-11-05#amt': 440_000, 'A#2026-12-05#2026-11-05#n': 1 } } });
  expect(owedContributionOf(sale, -44_100)?.groups.O?.['A#2026-12-05#2026-11-05#amt']).toBe(694_100);
  expect(owedContributionOf(sale, 650_000)).toBeNull();
  // No due date: it falls due on its date.
  expect(owedContributionOf({ ...sale, dueDate: '' })).toEqual({ date: '2026-11-01', groups: { O: { 'A#2026-11-05#2026-11-05#amt': 650_000, 'A#2026-11-05#2026-11-05#n': 1 } } });
  expect(owedContributionOf({ ...sale, paid: 1_050_000 })).toBeNull();
  expect(owedContributionOf({ ...sale, side: 'purchase' })).toBeNull();
});

it('adds a purchase to the purchases chart and its vendor only (no tax summary row unless under reverse charge)', () => {
  const purchase: ReportEntry = { ...sale, kind: 'purchase', side: 'purchase', partyKey: 'org_1_deccan', party: 'Deccan Grain', gstin: '', payable: true, rates: [], lines: [] };
  expect(contributionOf(purchase)).toEqual({
    date: '2026-11-05',
    groups: {
      T: { 'P#taxable': 1_000_000 },
      V: { 'V#org_1_deccan#taxable': 1_000_000, 'V#org_1_deccan#cgst': 25_000, 'V#org_1_deccan#sgst': 25_000, 'V#org_1_deccan#tax': 50_000, 'V#org_1_deccan#total': 1_050_000, 'V#org_1_deccan#n': 1, 'V#org_1_deccan#bills': 1, [labelName('org_1_deccan', ['Deccan Grain', ''])]: 1 },
    },
  });
});

it('counts a credit note negative and owes nothing on it (notes are not paid)', () => {
  const credit: ReportEntry = { ...sale, kind: 'credit_note', payable: false, paid: 0, figures: figures(-200_000, -5_000, -5_000, -210_000), rates: [], lines: [] };
  expect(contributionOf(credit).groups.T).toEqual({ 'S#taxable': -200_000, 'S#cgst': -5_000, 'S#sgst': -5_000, 'S#tax': -10_000, 'S#total': -210_000, 'S#n': 1 });
});
