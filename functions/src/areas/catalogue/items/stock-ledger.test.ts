import { foldStockLedger, type LedgerItem } from './stock-ledger.js';

const items: LedgerItem[] = [
  { id: 'sugar', shortName: 'Sugar', unitCode: 'KGS', tracked: true },
  { id: 'atta', shortName: 'Atta', unitCode: 'KGS', tracked: false },
  { id: 'new', shortName: 'Zinc sheet', unitCode: 'NOS', tracked: true },
  { id: 'idle', shortName: 'Idle', unitCode: 'NOS', tracked: false },
];

describe('foldStockLedger', () => {
  it('splits movements into opening (before from), in and out (from..to), and ignores later ones', () => {
    const rows = foldStockLedger(
      items,
      [
        { itemId: 'sugar', date: '2025-03-31', quantityMilli: 40_000 },
        { itemId: 'sugar', date: '2025-04-01', quantityMilli: 60_500 },
        { itemId: 'sugar', date: '2025-05-10', quantityMilli: -20_500 },
        { itemId: 'sugar', date: '2025-05-31', quantityMilli: -125 },
        { itemId: 'sugar', date: '2025-06-01', quantityMilli: 99_000 },
        { itemId: 'atta', date: '2025-04-02', quantityMilli: -3_000 },
      ],
      '2025-04-01',
      '2025-05-31',
    );
    expect(rows).toEqual([
      { itemid: 'atta', short_name: 'Atta', metric: 'KGS', opening: '0', in: '0', out: '3', closing: '-3' },
      { itemid: 'sugar', short_name: 'Sugar', metric: 'KGS', opening: '40', in: '60.5', out: '20.625', closing: '79.875' },
      { itemid: 'new', short_name: 'Zinc sheet', metric: 'NOS', opening: '0', in: '0', out: '0', closing: '0' },
    ]);
  });

  it('leaves out untracked items that never moved', () => {
    expect(foldStockLedger(items, [], '2025-04-01', '2026-03-31').map((row) => row.itemid)).toEqual(['sugar', 'new']);
  });
});
