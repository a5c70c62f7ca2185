// The item form's state, as typed text, and the insert/update body it stands for. The body is
// what the shared schemas check (in the browser and again on the server), so the form shows the
// very messages the server would answer with.
import {
  formatTypedDate,
  SERVICES_UNIT_ID,
  type CustomFieldDefinition,
  type GoodsType,
  type ItemInsertRequest,
  type ItemRecord,
  type ItemUpdateRequest,
  type ZeroRateType,
} from '@bahi/shared';
import type { FieldErrors } from '../../../app/form-validation';

export interface ItemFormState {
  goodstype: GoodsType;
  short_name: string;
  description: string;
  /** Both codes are kept while the user switches goods and services; the body sends the one in use. */
  hsn_code: string;
  sac_code: string;
  itemunit: string;
  itemgst: string;
  /** A 0% item's kind of supply: one of ZERO_RATE_TYPES (the select offers no other). */
  zero_rate_type: string;
  cess: string;
  unit_price: string;
  purchase_price: string;
  purchase_price_percent: string;
  purchase_price_mrp: string;
  salepercent: string;
  mrp: string;
  /** As typed, 'DD-MM-YYYY' (the server also reads 'DD/MM/YYYY' and 'YYYY-MM-DD'), or ''. */
  purchasedate: string;
  item_code: string;
  /** Values of the organisation's custom fields, by field id. */
  custom: Record<string, string>;
}
export type ItemTextField = Exclude<keyof ItemFormState, 'goodstype' | 'custom'>;

export type ItemSaveTarget = { kind: 'insert'; orgId: string } | { kind: 'update'; itemId: string; version: number };

export type ItemRequest = { kind: 'insert'; body: ItemInsertRequest } | { kind: 'update'; body: ItemUpdateRequest };

export function newItemForm(): ItemFormState {
  return {
    goodstype: 'goods',
    short_name: '',
    description: '',
    hsn_code: '',
    sac_code: '',
    itemunit: '',
    itemgst: '',
    zero_rate_type: 'nil',
    cess: '',
    unit_price: '',
    purchase_price: '',
    purchase_price_percent: '',
    purchase_price_mrp: '',
    salepercent: '',
    mrp: '',
    purchasedate: '',
    item_code: '',
    custom: {},
  };
}

export function itemFormOf(item: ItemRecord): ItemFormState {
  const goods = item.goodstype === 'goods';
  return {
    goodstype: item.goodstype,
    short_name: item.short_name,
    description: item.description,
    hsn_code: goods ? item.hsn_sac_code : '',
    sac_code: goods ? '' : item.hsn_sac_code,
    itemunit: goods ? String(item.itemunit) : '',
    itemgst: String(item.itemgst),
    zero_rate_type: item.zero_rate_type,
    cess: String(item.cess),
    unit_price: item.unit_price,
    purchase_price: item.purchase_price,
    purchase_price_percent: String(item.purchase_price_percent),
    purchase_price_mrp: item.purchase_price_mrp,
    salepercent: String(item.salepercent),
    mrp: item.mrp,
    purchasedate: item.purchasedate === '' ? '' : formatTypedDate(item.purchasedate),
    item_code: item.item_code,
    custom: Object.fromEntries(item.customFields.map((field) => [field.fieldId, field.fieldValue])),
  };
}

/**
 * The body to send. Services go as unit 55 (spec part 2 §3, §9). Custom fields go as the
 * organisation defines them now; a value kept for a field since deleted is dropped. The item code
 * goes whether or not the business type shows it, so a code is never lost by being hidden.
 */
export function itemRequest(state: ItemFormState, target: ItemSaveTarget, fields: readonly CustomFieldDefinition[]): ItemRequest {
  const goods = state.goodstype === 'goods';
  const { custom, ...typed } = state;
  const item = {
    ...typed,
    hsn_code: goods ? state.hsn_code : '',
    sac_code: goods ? '' : state.sac_code,
    itemunit: goods ? state.itemunit : SERVICES_UNIT_ID,
    // The schema refuses anything but ZERO_RATE_TYPES, with its message, like any typed field.
    zero_rate_type: state.zero_rate_type as ZeroRateType,
    customFields: fields.map((field) => ({ fieldId: field.id, fieldName: field.name, fieldValue: custom[field.id] ?? '' })),
  };
  return target.kind === 'insert'
    ? { kind: 'insert', body: { ...item, orgid: target.orgId } }
    : { kind: 'update', body: { ...item, id: target.itemId, version: target.version } };
}

/** Key of a custom field's message in the form's errors. */
export const customFieldErrorKey = (fieldId: string) => `custom.${fieldId}`;

/**
 * Schema and server messages keyed by the form's fields: 'customFields.2.fieldValue' becomes the
 * third defined field's key, the rest keep their wire names.
 */
export function itemFormErrors(errors: FieldErrors, fields: readonly CustomFieldDefinition[]): FieldErrors {
  const mapped: FieldErrors = {};
  for (const [path, message] of Object.entries(errors)) {
    const custom = /^customFields\.(\d+)/.exec(path);
    const field = custom ? fields[Number(custom[1])] : undefined;
    const key = field ? customFieldErrorKey(field.id) : (path.split('.')[0] ?? path);
    mapped[key] ??= message;
  }
  return mapped;
}
