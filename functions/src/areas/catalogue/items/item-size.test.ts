// docs/architecture.md §3: an item holds its variations, custom fields and stock details inside one
// DynamoDB item (400 KB at most); the limits of the wire schemas keep the largest one inside it.
import {
  MAX_CUSTOM_FIELD_ID_LENGTH,
  MAX_CUSTOM_FIELD_NAME_LENGTH,
  MAX_DETAIL_NAME_LENGTH,
  MAX_DETAIL_VALUE_LENGTH,
  MAX_ITEM_CODE_LENGTH,
  MAX_ITEM_CUSTOM_FIELDS,
  MAX_ITEM_INDI_DETAILS,
  MAX_ITEM_VARIATIONS,
  MAX_SHORT_NAME_LENGTH,
  MAX_SKU_LENGTH,
  MAX_TEXT_LENGTH,
  MAX_VARIATION_NAME_LENGTH,
} from '@bahi/shared';
import type { StoredItem } from '../../../store/items.js';

it('keeps the largest item the schemas allow under 400 KB, even in 4-byte characters', () => {
  const text = (length: number) => '𝄞'.repeat(length / 2);
  const timestamp = '2025-01-01 00:00:00';
  const item: StoredItem = {
    id: 'o'.repeat(16) + '_' + 'i'.repeat(16),
    orgId: 'o'.repeat(16),
    userId: 'u'.repeat(16),
    goodsType: 'goods',
    shortName: text(MAX_SHORT_NAME_LENGTH),
    description: text(MAX_TEXT_LENGTH),
    hsnSacCode: '12345678',
    unitId: 20,
    gstRateBps: 2800,
    zeroRateType: 'nongst',
    cessBps: 50_000,
    unitPricePaise: 99_999_999_999,
    purchasePricePaise: 99_999_999_999,
    purchasePricePercentBps: 100_000,
    purchasePriceMrpPaise: 99_999_999_999,
    salePercentBps: 100_000,
    mrpPaise: 99_999_999_999,
    purchaseDate: '2025-01-01',
    customFields: Array.from({ length: MAX_ITEM_CUSTOM_FIELDS }, () => ({
      fieldId: text(MAX_CUSTOM_FIELD_ID_LENGTH),
      fieldName: text(MAX_CUSTOM_FIELD_NAME_LENGTH),
      fieldValue: text(MAX_TEXT_LENGTH),
    })),
    itemCode: text(MAX_ITEM_CODE_LENGTH),
    createdDate: timestamp,
    modifiedDate: timestamp,
    version: 1_000_000,
    variations: Array.from({ length: MAX_ITEM_VARIATIONS }, () => ({
      rowid: 'o'.repeat(16) + '_' + 'r'.repeat(16),
      name: text(MAX_VARIATION_NAME_LENGTH),
      sku: text(MAX_SKU_LENGTH),
      pricePaise: 99_999_999_999,
      userId: 'u'.repeat(16),
      createdDate: timestamp,
      modifiedDate: timestamp,
    })),
    tracking: {
      stockAlert: 1,
      itemIndiDetails: Array.from({ length: MAX_ITEM_INDI_DETAILS }, () => ({ name: text(MAX_DETAIL_NAME_LENGTH), value: text(MAX_DETAIL_VALUE_LENGTH) })),
      createdDate: timestamp,
      modifiedDate: timestamp,
    },
  };
  const bytes = Buffer.byteLength(JSON.stringify(item), 'utf8');
  console.log(`largest item: ${bytes} bytes`);
  expect(bytes).toBeLessThan(400 * 1024);
});
