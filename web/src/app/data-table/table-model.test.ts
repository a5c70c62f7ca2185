import { cellText, exportTable, filterRows, headingLines, nextSort, paginate, plainValue, showingText, sortRows, type Column } from './table-model';

interface Row {
  name: string;
  city: string;
  amount: number;
}
const columns: Column<Row>[] = [
  { key: 'name', header: 'Name', value: (row) => row.name },
  { key: 'city', header: 'City', value: (row) => row.city },
  { key: 'amount', header: 'Amount', value: (row) => row.amount, align: 'end' },
];
const rows: Row[] = [
  { name: 'Sharma Traders', city: 'Pune', amount: 1000 },
  { name: 'Iyer & Sons', city: 'Chennai', amount: 250.5 },
  { name: 'Bose Textiles', city: 'Kolkata', amount: 99 },
  { name: 'Agarwal Steel', city: 'Pune', amount: 250.5 },
];

describe('filterRows', () => {
  it('matches any column, ignoring case, and keeps every row for a blank query', () => {
    expect(filterRows(rows, columns, 'PUNE').map((row) => row.name)).toEqual(['Sharma Traders', 'Agarwal Steel']);
    expect(filterRows(rows, columns, 'iyer')).toHaveLength(1);
    expect(filterRows(rows, columns, '250.5')).toHaveLength(2);
    expect(filterRows(rows, columns, '   ')).toHaveLength(4);
    expect(filterRows(rows, columns, 'Mumbai')).toEqual([]);
  });
});

describe('sortRows', () => {
  it('sorts numbers numerically, not as text, both ways', () => {
    expect(sortRows(rows, columns, { key: 'amount', direction: 'asc' }).map((row) => row.amount)).toEqual([99, 250.5, 250.5, 1000]);
    expect(sortRows(rows, columns, { key: 'amount', direction: 'desc' }).map((row) => row.amount)).toEqual([1000, 250.5, 250.5, 99]);
  });

  it('is stable: equal values keep their incoming order in either direction', () => {
    const ascending = sortRows(rows, columns, { key: 'amount', direction: 'asc' }).map((row) => row.name);
    expect(ascending.slice(1, 3)).toEqual(['Iyer & Sons', 'Agarwal Steel']);
    const byCity = sortRows(rows, columns, { key: 'city', direction: 'desc' }).map((row) => row.name);
    expect(byCity).toEqual(['Sharma Traders', 'Agarwal Steel', 'Bose Textiles', 'Iyer & Sons']);
  });

  it('sorts text without regard to case and with numbers inside it in numeric order', () => {
    const items = ['item 10', 'Item 2', 'item 1'].map((name) => ({ name, city: '', amount: 0 }));
    expect(sortRows(items, columns, { key: 'name', direction: 'asc' }).map((row) => row.name)).toEqual(['item 1', 'Item 2', 'item 10']);
  });

  it('leaves the order alone without a sort or for an unknown column, and never changes its input', () => {
    const before = [...rows];
    expect(sortRows(rows, columns, null)).toEqual(rows);
    expect(sortRows(rows, columns, { key: 'nope', direction: 'asc' })).toEqual(rows);
    sortRows(rows, columns, { key: 'name', direction: 'asc' });
    expect(rows).toEqual(before);
  });

  it('flips the direction on a second click and starts ascending on a new column', () => {
    expect(nextSort(null, 'name')).toEqual({ key: 'name', direction: 'asc' });
    expect(nextSort({ key: 'name', direction: 'asc' }, 'name')).toEqual({ key: 'name', direction: 'desc' });
    expect(nextSort({ key: 'name', direction: 'desc' }, 'name')).toEqual({ key: 'name', direction: 'asc' });
    expect(nextSort({ key: 'name', direction: 'desc' }, 'city')).toEqual({ key: 'city', direction: 'asc' });
  });
});

describe('paginate', () => {
  const many = Array.from({ length: 23 }, (_, index) => index + 1);

  it('cuts pages and says which rows are showing', () => {
    const first = paginate(many, 1, 10);
    expect(first).toMatchObject({ page: 1, pageCount: 3, from: 1, to: 10, total: 23 });
    expect(showingText(first)).toBe('Showing 1–10 of 23');
    const last = paginate(many, 3, 10);
    expect(last.rows).toEqual([21, 22, 23]);
    expect(showingText(last)).toBe('Showing 21–23 of 23');
    expect(showingText(paginate(many, 1, 25))).toBe('Showing 1–23 of 23');
  });

  it('clamps a page that no longer exists and handles an empty list', () => {
    expect(paginate(many, 9, 10).page).toBe(3);
    expect(paginate(many, 0, 10).page).toBe(1);
    const empty = paginate([], 1, 10);
    expect(empty).toMatchObject({ rows: [], page: 1, pageCount: 1, from: 0, to: 0, total: 0 });
    expect(showingText(empty)).toBe('Showing 0 of 0');
  });
});

describe('exportTable', () => {
  it('gives headers, alignment and each row’s values in column order, numbers kept as numbers', () => {
    expect(exportTable(columns, rows.slice(0, 1))).toEqual({
      headers: ['Name', 'City', 'Amount'],
      align: ['start', 'start', 'end'],
      rows: [['Sharma Traders', 'Pune', 1000]],
    });
  });

  it('leaves out a column marked exported: false (a selection checkbox)', () => {
    const withPick: Column<Row>[] = [{ key: 'pick', header: 'Select', value: () => '', exported: false }, ...columns];
    expect(exportTable(withPick, rows.slice(1, 2))).toEqual({
      headers: ['Name', 'City', 'Amount'],
      align: ['start', 'start', 'end'],
      rows: [['Iyer & Sons', 'Chennai', 250.5]],
    });
  });
});

describe('money columns', () => {
  const priced: Column<{ name: string; paise: number }>[] = [
    { key: 'name', header: 'Name', value: (row) => row.name },
    { key: 'price', header: 'Sale price', value: (row) => row.paise, money: true, align: 'end' },
  ];
  const items = [
    { name: 'Basmati Rice 5kg', paise: 5_500_000 },
    { name: 'Tea 1kg', paise: 45_050 },
  ];

  it('export amounts as paise cells, which every export prints as ₹ with Indian grouping', () => {
    expect(exportTable(priced, items).rows).toEqual([
      ['Basmati Rice 5kg', { paise: 5_500_000 }],
      ['Tea 1kg', { paise: 45_050 }],
    ]);
    expect(cellText({ paise: 5_500_000 })).toBe('₹55,000.00');
    expect(cellText(7)).toBe('7');
  });

  it('are found by the amount as shown or as typed', () => {
    expect(filterRows(items, priced, '55,000').map((row) => row.name)).toEqual(['Basmati Rice 5kg']);
    expect(filterRows(items, priced, '450.5').map((row) => row.name)).toEqual(['Tea 1kg']);
  });
});

describe('headingLines', () => {
  it('gives the organisation, its GSTIN, the report and the period, leaving out what a list lacks', () => {
    expect(
      headingLines({ organisation: { name: 'Demo Traders', gstin: '27AAPFU0939F1ZV' }, report: 'Stock ledger', period: 'April 1, 2025 to March 31, 2026' }),
    ).toEqual([
      ['Organisation', 'Demo Traders'],
      ['GSTIN', '27AAPFU0939F1ZV'],
      ['Report', 'Stock ledger'],
      ['Period', 'April 1, 2025 to March 31, 2026'],
    ]);
    expect(headingLines({ organisation: null, report: 'Items' })).toEqual([['Report', 'Items']]);
  });

  it('gives the day a statement stands at in place of a period', () => {
    expect(headingLines({ organisation: null, report: 'Balance sheet', asAt: '31 Jan 2031' })).toEqual([
      ['Report', 'Balance sheet'],
      ['As at', '31 Jan 2031'],
    ]);
  });
});

describe('a date column in the exports', () => {
  const columns: Column<{ on: string }>[] = [{ key: 'on', header: 'Date', value: (row) => row.on, date: true }];
  it('is a date cell: the PDF prints it as the screen does, CSV and Excel keep it as it is; a blank one stays blank', () => {
    expect(exportTable(columns, [{ on: '2024-11-20' }, { on: '' }]).rows).toEqual([[{ date: '2024-11-20' }], ['']]);
    expect(cellText({ date: '2024-11-20' })).toBe('20-Nov-2024');
    expect(plainValue({ date: '2024-11-20' })).toBe('2024-11-20');
  });

  it('is found as shown and as typed', () => {
    expect(filterRows([{ on: '2024-11-20' }], columns, '20 Nov')).toHaveLength(1);
    expect(filterRows([{ on: '2024-11-20' }], columns, '2024-11')).toHaveLength(1);
  });
});
