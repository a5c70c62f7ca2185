import type { CatalogueRow } from '@bahi/shared';
import { cellText, columnCell } from '../../../app/data-table/table-model';
import { itemColumns } from './item-columns';

const row: CatalogueRow = {
  id: 'i1',
  goodstype: 'goods',
  short_name: 'Basmati Rice 5kg',
  description: 'Aged',
  unit_price: '123456.50',
  gst_rate: 5,
  cess: 0,
  hsn_sac_code: '1006',
  itemunit: 20,
  metric: 'KGS',
  item_code: 'BR-5',
  mrp: '650.00',
  trackstock: 1,
  stockinhand: '12.5',
  version: 1,
};

const headers = (businessId: number | null, tracking = false) => itemColumns(businessId, tracking).map((column) => column.header);

describe('itemColumns', () => {
  it('gives goods businesses the goods view, with stock only under inventory tracking', () => {
    expect(headers(1)).toEqual(['Name', 'Type', 'HSN/SAC', 'Unit', 'GST %', 'Sale price']);
    expect(headers(null, true)).toEqual(['Name', 'Type', 'HSN/SAC', 'Unit', 'GST %', 'Sale price', 'Stock']);
  });

  it('gives a services business (2) name, description, code, GST and price', () => {
    expect(headers(2)).toEqual(['Name', 'Description', 'HSN/SAC', 'GST %', 'Price']);
  });

  it('puts the item code first for pharmacies (8) and automobile parts (9)', () => {
    expect(headers(8)).toEqual(['Item code', 'Name', 'HSN/SAC', 'Unit', 'GST %', 'MRP', 'Sale price']);
    expect(headers(9, true)[0]).toBe('Item code');
  });

  it('shows and exports prices in rupees with Indian grouping and sorts them as paise', () => {
    const price = itemColumns(1, false).find((column) => column.header === 'Sale price')!;
    expect(cellText(columnCell(price, row))).toBe('₹1,23,456.50');
    expect(price.value(row)).toBe(12345650);
  });

  it('shows stock with its unit for tracked items and a dash for the rest', () => {
    const stock = itemColumns(1, true).find((column) => column.header === 'Stock')!;
    expect([stock.render?.(row), stock.value(row)]).toEqual(['12.5 KGS', 12.5]);
    expect([stock.render?.({ ...row, trackstock: 0 }), stock.value({ ...row, trackstock: 0 })]).toEqual(['—', '']);
  });
});
