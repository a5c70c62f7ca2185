// One row of an items upload, as text per column, turned into the body of POST /items/insert and
// validated by the very schema that route uses, so a row is refused for exactly the reasons a
// form would be.
import type { z } from 'zod';
import { itemInsertRequest } from '../api/schemas/items.js';
import { ITEM_UPLOAD_COLUMNS, type ItemUploadColumnKey } from './item-upload-columns.js';
import { unitByCodeOrId } from './units.js';

export type UploadRowValues = Partial<Record<ItemUploadColumnKey, string>>;

export type ParsedUploadRow =
  | { ok: true; body: z.output<typeof itemInsertRequest> }
  | { ok: false; errors: { field: string; message: string }[] };

/** The insert body a row stands for. A unit code becomes its id; an unknown code stays as typed. */
export function uploadRowToInsertBody(values: UploadRowValues, orgid: string): Record<string, unknown> {
  const goodstype = (values.goodstype ?? '').trim().toLowerCase();
  const code = values.hsn_sac_code ?? '';
  const unitText = values.itemunit ?? '';
  return {
    orgid,
    goodstype,
    short_name: values.short_name ?? '',
    description: values.description ?? '',
    hsn_code: goodstype === 'services' ? '' : code,
    sac_code: goodstype === 'services' ? code : '',
    itemunit: unitText.trim() === '' ? '' : (unitByCodeOrId(unitText)?.id ?? unitText),
    unit_price: values.unit_price ?? '',
    itemgst: values.itemgst ?? '',
    zero_rate_type: values.zero_rate_type ?? '',
    cess: values.cess ?? '',
    purchase_price: values.purchase_price ?? '',
    purchase_price_percent: values.purchase_price_percent ?? '',
    purchase_price_mrp: values.purchase_price_mrp ?? '',
    salepercent: values.salepercent ?? '',
    mrp: values.mrp ?? '',
    purchasedate: values.purchasedate ?? '',
    item_code: values.item_code ?? '',
  };
}

const HEADER_OF_FIELD: Record<string, string> = {
  ...Object.fromEntries(ITEM_UPLOAD_COLUMNS.map((column) => [column.key, column.header])),
  hsn_code: 'HSN/SAC code',
  sac_code: 'HSN/SAC code',
};

/** Validates a row; errors name the column heading, one error per column, in column order. */
export function parseUploadRow(values: UploadRowValues, orgid: string): ParsedUploadRow {
  const parsed = itemInsertRequest.safeParse(uploadRowToInsertBody(values, orgid));
  if (parsed.success) return { ok: true, body: parsed.data };
  const errors: { field: string; message: string }[] = [];
  for (const issue of parsed.error.issues) {
    const field = HEADER_OF_FIELD[String(issue.path[0] ?? '')] ?? String(issue.path[0] ?? '');
    if (!errors.some((error) => error.field === field)) errors.push({ field, message: issue.message });
  }
  const order = (field: string) => ITEM_UPLOAD_COLUMNS.findIndex((column) => column.header === field);
  errors.sort((a, b) => order(a.field) - order(b.field));
  return { ok: false, errors };
}

/** The key that makes short names unique in an organisation: case, spacing and Unicode form ignored. */
export function shortNameKey(shortName: string): string {
  return shortName.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase();
}
