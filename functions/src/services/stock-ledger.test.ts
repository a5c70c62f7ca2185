import { foldStockLedger, itemLedgerRows, type LedgerItem } from './stock-ledger.js';

const items: LedgerItem[] = [
  { id: 'sugar', shortName: 'Sugar', unitCode: 'KGS', tracked: true, purchasePricePaise: 4000 },
  { id: 'atta', shortName: 'Atta', unitCode: 'KGS', tracked: false, purchasePricePaise: 0 },
  { id: 'new', shortName: 'Zinc sheet', unitCode: 'NOS', tracked: true, purchasePricePaise: 0 },
  { id: 'idle', shortName: 'Idle', unitCode: 'NOS', tracked: false, purchasePricePaise: 0 },
];

/** A movement of sugar. */
const sugar = (id: string, date: string, quantityMilli: number) => ({ id, itemId: 'sugar', date, quantityMilli });

describe('foldStockLedger', () => {
  // Sugar is valued at its purchase price, ₹40.00 a kg; the zinc sheet has none.
  it('splits movements into opening (before from), in and out (from..to), and ignores later ones', () => {
    const rows = foldStockLedger(
      items,
      [
        { id: 'm1', itemId: 'sugar', date: '2025-03-31', quantityMilli: 40_000 },
        { id: 'm2', itemId: 'sugar', date: '2025-04-01', quantityMilli: 60_500 },
        { id: 'm3', itemId: 'sugar', date: '2025-05-10', quantityMilli: -20_500 },
        { id: 'm4', itemId: 'sugar', date: '2025-05-31', quantityMilli: -125 },
        { id: 'm5', itemId: 'sugar', date: '2025-06-01', quantityMilli: 99_000 },
        { id: 'm6', itemId: 'atta', date: '2025-04-02', quantityMilli: -3_000 },
      ],
      '2025-04-01',
      '2025-05-31',
    );
    expect(rows).toEqual([
      { itemid: 'sugar', short_name: 'Sugar', metric: 'KGS', opening: '40', in: '60.5', out: '20.625', closing: '79.875', rate: '40.00', value: '3195.00' },
      { itemid: 'new', short_name: 'Zinc sheet', metric: 'NOS', opening: '0', in: '0', out: '0', closing: '0', rate: '0.00', value: '0.00' },
    ]);
  });

  it("shows a later count's corrections as the one adjustment they make on its day", () => {
    // Tracking set up with 10 on 1 Oct; counted 200 on 27 Nov; a purchase of 100 dated 5 Nov and a
    // sale of 30 dated 20 Nov entered after it, each answered by a correction on the count's day
    // (store/stock-counts.ts).
    const rows = foldStockLedger(
      items.slice(0, 1),
      [
        sugar('sugar#count#2026-10-01#1', '2026-10-01', 10_000),
        sugar('sugar#count#2026-11-27#1', '2026-11-27', 190_000),
        sugar('PUR', '2026-11-05', 100_000),
        sugar('sugar#count#2026-11-27#2', '2026-11-27', -100_000),
        sugar('INV', '2026-11-20', -30_000),
        sugar('sugar#count#2026-11-27#3', '2026-11-27', 30_000),
      ],
      '2026-11-01',
      '2026-11-30',
    );
    expect(rows).toEqual([{ itemid: 'sugar', short_name: 'Sugar', metric: 'KGS', opening: '10', in: '220', out: '30', closing: '200', rate: '40.00', value: '8000.00' }]);
  });

  it('counts what the first count found beyond the documents before it as opening stock (walk 26 L6)', () => {
    // Tracking set up by counting 50 on 27 Nov, 20 bought on 28 Nov: the business had 50 to begin with.
    const started = [sugar('sugar#count#2026-11-27#1', '2026-11-27', 50_000), sugar('PUR', '2026-11-28', 20_000)];
    expect(foldStockLedger(items.slice(0, 1), started, '2026-04-01', '2027-03-31')).toEqual([
      { itemid: 'sugar', short_name: 'Sugar', metric: 'KGS', opening: '50', in: '20', out: '0', closing: '70', rate: '40.00', value: '2800.00' },
    ]);
    // Counted 200 on 27 Nov after a purchase of 100 and a sale of 30 earlier that month: 130 was there before them.
    const explained = [
      sugar('sugar#count#2026-11-27#1', '2026-11-27', 200_000),
      sugar('PUR', '2026-11-05', 100_000),
      sugar('sugar#count#2026-11-27#2', '2026-11-27', -100_000),
      sugar('INV', '2026-11-20', -30_000),
      sugar('sugar#count#2026-11-27#3', '2026-11-27', 30_000),
    ];
    expect(foldStockLedger(items.slice(0, 1), explained, '2026-11-01', '2026-11-30')).toEqual([
      { itemid: 'sugar', short_name: 'Sugar', metric: 'KGS', opening: '130', in: '100', out: '30', closing: '200', rate: '40.00', value: '8000.00' },
    ]);
    // A first count below what the documents brought in (60 counted after 100 bought) is stock gone out unrecorded, on its day.
    const short = [sugar('PUR', '2026-11-05', 100_000), sugar('sugar#count#2026-11-27#1', '2026-11-27', -40_000)];
    expect(foldStockLedger(items.slice(0, 1), short, '2026-11-01', '2026-11-30')).toEqual([
      { itemid: 'sugar', short_name: 'Sugar', metric: 'KGS', opening: '0', in: '100', out: '40', closing: '60', rate: '40.00', value: '2400.00' },
    ]);
    // The 130 was there before every document, so a ledger that ends before the count opens with it
    // too, as the year's does (walk 29 L6: October showed 0 where the year opened with it).
    expect(foldStockLedger(items.slice(0, 1), explained, '2026-11-01', '2026-11-26')).toEqual([
      { itemid: 'sugar', short_name: 'Sugar', metric: 'KGS', opening: '130', in: '100', out: '30', closing: '200', rate: '40.00', value: '8000.00' },
    ]);
    expect(foldStockLedger(items.slice(0, 1), explained, '2026-10-01', '2026-10-31')).toEqual([
      { itemid: 'sugar', short_name: 'Sugar', metric: 'KGS', opening: '130', in: '0', out: '0', closing: '130', rate: '40.00', value: '5200.00' },
    ]);
    expect(itemLedgerRows(explained, '2026-10-01', '2026-10-31', () => ({ entry: '', document_id: null, kind: null }))).toEqual([]);
    // A first count that found less than the documents is an adjustment on its day: none before it.
    expect(foldStockLedger(items.slice(0, 1), short, '2026-11-01', '2026-11-26')).toEqual([
      { itemid: 'sugar', short_name: 'Sugar', metric: 'KGS', opening: '0', in: '100', out: '0', closing: '100', rate: '40.00', value: '4000.00' },
    ]);
  });

  it("leaves out a document's movements that were undone (a cancel, an edit), keeping the edit's new ones", () => {
    const rows = foldStockLedger(
      items.slice(0, 1),
      [
        sugar('o_pu1#v1#L1', '2026-11-20', 50_000),
        sugar('o_pu1#v1#L1#rev', '2026-11-20', -50_000),
        sugar('o_bb1#v1#L1', '2026-11-25', -30_000),
        sugar('o_bb1#v1#L1#rev', '2026-11-25', 30_000),
        sugar('o_bb1#v2#L1', '2026-11-25', -40_000),
      ],
      '2026-11-01',
      '2026-11-30',
    );
    expect(rows).toEqual([{ itemid: 'sugar', short_name: 'Sugar', metric: 'KGS', opening: '0', in: '0', out: '40', closing: '-40', rate: '40.00', value: '0.00' }]);
  });

  it('leaves out items whose tracking is not set up, moved or not (walk 25 M1)', () => {
    const moved = [{ id: 'm6', itemId: 'atta', date: '2025-04-02', quantityMilli: -3_000 }];
    expect(foldStockLedger(items, moved, '2025-04-01', '2026-03-31').map((row) => row.itemid)).toEqual(['sugar', 'new']);
  });
});

describe('itemLedgerRows', () => {
  const at = (id: string, quantityMilli: number, createdAt: string) => ({ ...sugar(id, '2026-11-27', quantityMilli), createdAt });
  const entryOf = (movement: { id: string }) => ({ entry: movement.id, document_id: null, kind: null });

  it("orders a day's movements as they were recorded: a count after what it counted, before what came after it (walk 22 F4)", () => {
    const rows = itemLedgerRows(
      [
        // Tracking set up on 1 Nov with 5: opening stock, no row.
        { ...sugar('sugar#count#2026-11-01#1', '2026-11-01', 5_000), createdAt: '2026-11-01T10:00:00.000Z' },
        at('PUR-2', 25_000, '2026-11-27T12:00:00.000Z'),
        at('sugar#count#2026-11-27#1', 90_000, '2026-11-27T10:00:00.000Z'),
        at('PUR-1', 10_000, '2026-11-27T09:00:00.000Z'),
        // A later, earlier-dated movement's correction carries the count's time.
        at('sugar#count#2026-11-27#2', 0, '2026-11-27T10:00:00.000Z'),
      ],
      '2026-11-01',
      '2026-11-30',
      entryOf,
    );
    expect(rows.map((row) => [row.entry, row.in, row.balance])).toEqual([
      ['PUR-1', '10', '15'],
      ['sugar#count#2026-11-27#1', '90', '105'],
      ['PUR-2', '25', '130'],
    ]);
  });
});

describe('the value of the closing stock', () => {
  const glue: LedgerItem = { id: 'glue', shortName: 'Glue stick', unitCode: 'NOS', tracked: true, purchasePricePaise: 4000 };
  const move = (id: string, date: string, quantityMilli: number, createdAt: string, costPaise?: number) => ({ id, itemId: 'glue', date, quantityMilli, createdAt, ...(costPaise !== undefined ? { costPaise } : {}) });

  it("averages a day's purchases in before its sales go out, whatever order they were typed in (walk 35 H1)", () => {
    // 10 held at ₹40 (counted first); on 25 Nov a sale of 15 typed in before a purchase of 10 at ₹50:
    // 20 at ₹900.00 (₹45), 15 out at ₹675.00: 5 left at ₹225.00.
    const movements = [
      move('glue#count#2026-04-01#1', '2026-04-01', 10_000, '2026-04-01 10:00:00'),
      move('INV', '2026-11-25', -15_000, '2026-11-25 10:00:00'),
      move('PUR', '2026-11-25', 10_000, '2026-11-25 11:00:00', 50_000),
    ];
    expect(foldStockLedger([glue], movements, '2026-11-01', '2026-11-30')).toEqual([
      { itemid: 'glue', short_name: 'Glue stick', metric: 'NOS', opening: '10', in: '10', out: '15', closing: '5', rate: '45.00', value: '225.00' },
    ]);
  });

  it('values a count of nothing as the first count: a later count that finds more is no starting stock (walk 35 H3)', () => {
    const movements = [move('glue#count#2026-04-01#1', '2026-04-01', 0, '2026-04-01 10:00:00'), move('glue#count#2026-11-06#1', '2026-11-06', 5_000, '2026-11-06 10:00:00')];
    expect(foldStockLedger([glue], movements, '2026-10-01', '2026-10-31').map((row) => [row.opening, row.closing, row.value])).toEqual([['0', '0', '0.00']]);
    expect(foldStockLedger([glue], movements, '2026-11-01', '2026-11-30').map((row) => [row.opening, row.in, row.closing, row.value])).toEqual([['0', '5', '5', '200.00']]);
  });
});
