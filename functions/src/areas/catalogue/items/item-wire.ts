// Stored items to the wire: paise to rupee strings ('1234.50'), basis points to percent numbers
// (1800 -> 18), unit ids with their UQC code, thousandths to quantity strings ('12.5').
import {
  basisPointsToPercent,
  formatStockQuantity,
  paiseToRupees,
  unitById,
  type CatalogueRow,
  type ItemRecord,
  type VariationRecord,
} from '@bahi/shared';
import type { StoredItem, StoredVariation } from '../../../store/items.js';

const unitCode = (unitId: number) => unitById(unitId)?.code ?? '';

export function toItemRecord(item: StoredItem, stockMilli: number): ItemRecord {
  const goods = item.goodsType === 'goods';
  const alert = item.tracking?.stockAlert ?? 0;
  return {
    id: item.id,
    orgid: item.orgId,
    userid: item.userId,
    goodstype: item.goodsType,
    short_name: item.shortName,
    description: item.description,
    hsn_code: goods ? item.hsnSacCode : '',
    sac_code: goods ? '' : item.hsnSacCode,
    hsn_sac_code: item.hsnSacCode,
    itemunit: item.unitId,
    metric: unitCode(item.unitId),
    itemgst: basisPointsToPercent(item.gstRateBps),
    zero_rate_type: item.zeroRateType ?? 'nil',
    cess: basisPointsToPercent(item.cessBps),
    unit_price: paiseToRupees(item.unitPricePaise),
    purchase_price: paiseToRupees(item.purchasePricePaise),
    purchase_price_percent: basisPointsToPercent(item.purchasePricePercentBps),
    purchase_price_mrp: paiseToRupees(item.purchasePriceMrpPaise),
    salepercent: basisPointsToPercent(item.salePercentBps),
    mrp: paiseToRupees(item.mrpPaise),
    purchasedate: item.purchaseDate,
    customFields: item.customFields,
    item_code: item.itemCode,
    createddate: item.createdDate,
    modifieddate: item.modifiedDate,
    version: item.version,
    trackstock: item.tracking ? 1 : 0,
    isalert: alert,
    stockalert: alert,
    itemIndiDetails: item.tracking?.itemIndiDetails ?? [],
    stockinhand: formatStockQuantity(stockMilli),
    variationcount: item.variations.length,
  };
}

export function toCatalogueRow(item: StoredItem, stockMilli: number): CatalogueRow {
  return {
    id: item.id,
    goodstype: item.goodsType,
    short_name: item.shortName,
    description: item.description,
    unit_price: paiseToRupees(item.unitPricePaise),
    gst_rate: basisPointsToPercent(item.gstRateBps),
    cess: basisPointsToPercent(item.cessBps),
    hsn_sac_code: item.hsnSacCode,
    itemunit: item.unitId,
    metric: unitCode(item.unitId),
    item_code: item.itemCode,
    mrp: paiseToRupees(item.mrpPaise),
    trackstock: item.tracking ? 1 : 0,
    stockinhand: formatStockQuantity(stockMilli),
    version: item.version,
  };
}

export function toVariationRecord(item: StoredItem, variation: StoredVariation): VariationRecord {
  return {
    rowid: variation.rowid,
    itemid: item.id,
    orgid: item.orgId,
    userid: variation.userId,
    name: variation.name,
    sku: variation.sku,
    price: paiseToRupees(variation.pricePaise),
    createddate: variation.createdDate,
    modifieddate: variation.modifiedDate,
  };
}
