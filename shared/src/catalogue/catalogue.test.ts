import { basisPointsToPercent, percentToBasisPoints } from './percent.js';
import { formatStockQuantity, parseStockQuantity } from './stock-quantity.js';
import { columnOfHeading, ITEM_UPLOAD_COLUMNS } from './item-upload-columns.js';
import { parseUploadRow, shortNameKey } from './item-upload-rows.js';
import { ITEM_UNITS, quantityWithUnit, SERVICES_UNIT_ID, unitByCodeOrId } from './units.js';

describe('percentages and basis points', () => {
  it('parses percent text exactly', () => {
    expect([percentToBasisPoints('18'), percentToBasisPoints('0.1'), percentToBasisPoints(7.5), percentToBasisPoints(' 0.25 ')]).toEqual([1800, 10, 750, 25]);
    expect(() => percentToBasisPoints('1.125')).toThrow('"1.125" is not a percentage with at most 2 decimals');
    expect(() => percentToBasisPoints('-1')).toThrow();
    expect(basisPointsToPercent(1800)).toBe(18);
    expect(basisPointsToPercent(25)).toBe(0.25);
  });
});

describe('stock quantities', () => {
  it('formats signed thousandths', () => {
    expect([formatStockQuantity(1500), formatStockQuantity(-250), formatStockQuantity(0)]).toEqual(['1.5', '-0.25', '0']);
  });

  it('reads them back, below zero too', () => {
    expect(['1.5', '-0.25', '0'].map(parseStockQuantity)).toEqual([1500, -250, 0]);
    expect(() => parseStockQuantity('--1')).toThrow();
  });
});

describe('units', () => {
  it('has unique ids and codes, with 55 for services', () => {
    expect(new Set(ITEM_UNITS.map((unit) => unit.id)).size).toBe(ITEM_UNITS.length);
    expect(new Set(ITEM_UNITS.map((unit) => unit.code)).size).toBe(ITEM_UNITS.length);
    expect(unitByCodeOrId('kgs')?.id).toBe(20);
    expect(unitByCodeOrId('55')?.id).toBe(SERVICES_UNIT_ID);
    expect(unitByCodeOrId('XYZ')).toBeUndefined();
    // A line saved with the code the list once had reports the portal's (walk 36 H3).
    expect(unitByCodeOrId('GGR')?.code).toBe('GGK');
  });

  it("shows a quantity with its unit, a service's without the returns' 'NA'", () => {
    expect(quantityWithUnit('12.5', 'KGS')).toBe('12.5 KGS');
    expect(quantityWithUnit('3', 'NA')).toBe('3');
    expect(quantityWithUnit('3', '')).toBe('3');
  });
});

describe('upload rows', () => {
  it('finds every column by its own heading and by its wire key', () => {
    for (const column of ITEM_UPLOAD_COLUMNS) {
      expect(columnOfHeading(column.header)?.key).toBe(column.key);
      expect(columnOfHeading(column.key)?.key).toBe(column.key);
    }
    expect(columnOfHeading('  sale % ')?.key).toBe('salepercent');
    expect(columnOfHeading('Colour')).toBeUndefined();
  });

  it('validates a row with the insert schema and names the template column of each error', () => {
    const good = parseUploadRow({ goodstype: 'Goods', short_name: 'Rice', hsn_sac_code: '1006', itemunit: 'KGS', unit_price: '50', itemgst: '5' }, 'org');
    expect(good.ok && good.body.item).toEqual(expect.objectContaining({ unitId: 20, unitPricePaise: 5000, gstRateBps: 500, hsnSacCode: '1006' }));
    const bad = parseUploadRow({ goodstype: 'services', short_name: 'Repair', hsn_sac_code: '99', unit_price: '1.234', itemgst: '18' }, 'org');
    // Every error of the row at once: the bad price and the bad code.
    expect(bad).toEqual({
      ok: false,
      errors: [
        { field: 'HSN/SAC code', message: 'SAC code must be 4 to 6 digits' },
        { field: 'Sale price', message: 'Sale price can have at most 2 decimals (paise)' },
      ],
    });
    const badCode = parseUploadRow({ goodstype: 'services', short_name: 'Repair', hsn_sac_code: '99', unit_price: '1', itemgst: '18' }, 'org');
    expect(badCode).toEqual({ ok: false, errors: [{ field: 'HSN/SAC code', message: 'SAC code must be 4 to 6 digits' }] });
  });

  it('reads amounts and dates of a row as people type them in India', () => {
    const row = { goodstype: 'goods', short_name: 'Rice', hsn_sac_code: '1006', itemunit: 'KGS', itemgst: '5' };
    const typed = parseUploadRow({ ...row, unit_price: '1,23,456.50', mrp: '125,000', purchasedate: '23-11-2025' }, 'org');
    expect(typed.ok && typed.body.item).toEqual(
      expect.objectContaining({ unitPricePaise: 12_345_650, mrpPaise: 12_500_000, purchaseDate: '2025-11-23' }),
    );
    const slashes = parseUploadRow({ ...row, unit_price: '50', purchasedate: '05/04/2025' }, 'org');
    expect(slashes.ok && slashes.body.item.purchaseDate).toBe('2025-04-05');
    const misgrouped = parseUploadRow({ ...row, unit_price: '1,2,3' }, 'org');
    expect(misgrouped).toEqual({
      ok: false,
      errors: [{ field: 'Sale price', message: 'Sale price has commas in the wrong places; write it like 1,25,000 or 125,000' }],
    });
  });

  it("reads a 0% item's kind as typed: 'Non-GST', 'Exempt', blank for nil-rated (walk 31 F5)", () => {
    const row = { goodstype: 'goods', short_name: 'Diesel', hsn_sac_code: '2710', itemunit: 'KGS', unit_price: '90', itemgst: '0' };
    const kindOf = (typed: string) => {
      const parsed = parseUploadRow({ ...row, zero_rate_type: typed }, 'org');
      return parsed.ok ? parsed.body.item.zeroRateType : parsed.errors;
    };
    expect([kindOf('Non-GST'), kindOf(' exempt '), kindOf('Nil-rated'), kindOf('')]).toEqual(['nongst', 'exempt', 'nil', 'nil']);
    expect(kindOf('zero')).toEqual([{ field: '0% supply', message: 'A 0% item is nil-rated, exempt or non-GST: choose one' }]);
  });

  it('compares short names without case or extra spaces', () => {
    expect(shortNameKey('  Toor   DAL ')).toBe('toor dal');
  });
});
