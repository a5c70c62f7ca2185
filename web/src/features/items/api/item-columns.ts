// The items table's columns by business type (spec part 2 §2, §6: types 2, 8 and 9 use their own
// set). A services business (2) sells by the job: no unit, type or MRP, just the SAC and the
// price. Pharmacies (8) and automobile-parts dealers (9) look items up by their item code and
// sell at MRP, so the code comes first and MRP sits beside the sale price. Everyone else sees
// the goods view. The stock column shows only with inventory tracking.
import type { CatalogueRow } from '@bahi/shared';
import { moneyColumn } from '../../../app/data-table/columns';
import type { Column } from '../../../app/data-table/data-table';

export const SERVICES_BUSINESS_TYPE = 2;
/** Business types whose items carry an item code (spec part 2 §6). */
export const ITEM_CODE_BUSINESS_TYPES: readonly number[] = [8, 9];

export const hasItemCode = (businessId: number | null) => businessId !== null && ITEM_CODE_BUSINESS_TYPES.includes(businessId);

const name: Column<CatalogueRow> = { key: 'name', header: 'Name', value: (row) => row.short_name };
const description: Column<CatalogueRow> = { key: 'description', header: 'Description', value: (row) => row.description };
const type: Column<CatalogueRow> = { key: 'type', header: 'Type', value: (row) => (row.goodstype === 'goods' ? 'Goods' : 'Services') };
const code: Column<CatalogueRow> = { key: 'code', header: 'HSN/SAC', value: (row) => row.hsn_sac_code };
const unit: Column<CatalogueRow> = { key: 'unit', header: 'Unit', value: (row) => (row.goodstype === 'goods' ? row.metric : '') };
const gst: Column<CatalogueRow> = { key: 'gst', header: 'GST %', value: (row) => row.gst_rate, align: 'end' };
const salePrice = moneyColumn<CatalogueRow>('price', 'Sale price', (row) => row.unit_price);
const mrp = moneyColumn<CatalogueRow>('mrp', 'MRP', (row) => row.mrp);
const itemCode: Column<CatalogueRow> = { key: 'itemcode', header: 'Item code', value: (row) => row.item_code };
const stock: Column<CatalogueRow> = {
  key: 'stock',
  header: 'Stock',
  // Untracked items have no stock figure: blank, not a misleading 0.
  value: (row) => (row.trackstock === 1 ? Number(row.stockinhand) : ''),
  render: (row) => (row.trackstock === 1 ? `${row.stockinhand} ${row.metric}` : '—'),
  align: 'end',
};

export function itemColumns(businessId: number | null, inventoryTracking: boolean): Column<CatalogueRow>[] {
  const columns =
    businessId === SERVICES_BUSINESS_TYPE
      ? [name, description, code, gst, { ...salePrice, header: 'Price' }]
      : hasItemCode(businessId)
        ? [itemCode, name, code, unit, gst, mrp, salePrice]
        : [name, type, code, unit, gst, salePrice];
  return inventoryTracking ? [...columns, stock] : columns;
}
