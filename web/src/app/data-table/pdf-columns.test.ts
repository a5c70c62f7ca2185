import { columnWidths, fittingSize, layoutColumns } from './pdf-columns';

// Every character as wide as the type size: widths that can be worked by hand.
const measure = (text: string, size: number) => text.length * size;

describe('layoutColumns', () => {
  const headers = ['Client', 'GSTIN', 'Total'];
  const cells = [['Reliance Retail Limited'], ['27AAACR5055K1Z7'], ['₹17,407.00']];

  it('wraps the name between its words and keeps the GSTIN and the amount whole', () => {
    // At 9 pt: widest words 72 ('Reliance'), 135, 90; on one line 207, 135, 90.
    expect(layoutColumns(headers, cells, { header: measure, cell: measure }, 300)).toEqual({ size: 9, widths: [75, 135, 90] });
  });

  it('sets the table smaller when its widest words do not fit the page at 9 pt', () => {
    // 297 of words at 9 pt in 270: 8.1 pt, where they take 267.3 and the name has what is left.
    const { size, widths } = layoutColumns(headers, cells, { header: measure, cell: measure }, 270);
    expect([size, widths.map((width) => Math.round(width * 10) / 10)]).toEqual([8.1, [67.5, 121.5, 81]]);
  });
});

describe('fittingSize', () => {
  it('is 9 pt while the widest words fit, else the size at which they do, in tenths rounded down, and never under 6 pt', () => {
    expect(fittingSize(297, 300)).toBe(9);
    expect(fittingSize(297, 270)).toBe(8.1);
    expect(fittingSize(1000, 300)).toBe(6);
  });
});

describe('columnWidths', () => {
  it('stretches columns that fit to fill the width, in proportion', () => {
    expect(columnWidths([10, 30], [10, 30], 80)).toEqual([20, 60]);
  });

  it('keeps narrow columns and shares the rest among wide ones when they do not fit', () => {
    expect(columnWidths([10, 200, 300], [0, 0, 0], 110)).toEqual([10, 50, 50]);
  });

  it('breaks no word while every widest word fits: a GSTIN and an amount keep their width, a name wraps between words', () => {
    // Client (widest word 50), GSTIN (one word, 97), amount (one word, 80); 230 for 277 of text.
    expect(columnWidths([100, 97, 80], [50, 97, 80], 230)).toEqual([53, 97, 80]);
    // With room to spare the wrapping column grows, but never past its text on one line.
    expect(columnWidths([100, 97, 80, 30], [50, 97, 80, 20], 300)).toEqual([93, 97, 80, 30]);
  });

  it('breaks the longest words first when even the widest words do not all fit', () => {
    // An e-mail address (150) and a GSTIN (97) give way to one level; the amount (80) keeps its width.
    expect(columnWidths([150, 97, 80], [150, 97, 80], 250)).toEqual([85, 85, 80]);
  });
});
