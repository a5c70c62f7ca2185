// Wire schemas of items (spec part 2 §3 Item, §5 Items, §7 Items, §8). Field names are the
// spec's; rupees and percentages exist only here, at the wire: parsing turns them into paise and
// basis points (docs/architecture.md §4), and the parsed body carries clean names for the service.
// The same insert schema validates every row of a bulk upload (item-upload-rows.ts).
import { z } from 'zod';
import { EARLIEST_DOCUMENT_DATE, compareDates } from '../../gst/calendar.js';
import { parseTypedDate } from '../../input/typed-date.js';
import { typedText } from '../../input/typed-text.js';
import { allowedGstRatesOn } from '../../gst/dated-rules.js';
import { AMOUNT_IN_WORDS_MAX_PAISE } from '../../gst/amount-in-words.js';
import { AMOUNT_MESSAGES, AmountInputError, parseTypedAmount } from '../../input/typed-amount.js';
import { ITEM_MESSAGES, MAX_SHORT_NAME_LENGTH } from '../../catalogue/item-messages.js';
import { formatPercent, percentToBasisPoints } from '../../catalogue/percent.js';
import { SERVICES_UNIT_ID, isGoodsUnit } from '../../catalogue/units.js';
import { fillMessage } from '../messages.js';
import { evenWithFieldErrors, idField, MAX_TEXT_LENGTH } from './common.js';
import { customFieldDefinition } from './settings.js';

export const GOODS_TYPES = ['goods', 'services'] as const;
/**
 * What a 0% item is, as GSTR-1 table 8 and GSTR-3B 3.1(c)/(e) and 5 tell them apart: nil-rated
 * (a 0% rate), exempt (by notification; also all of a bill of supply), or outside GST altogether
 * (petrol, alcohol for drinking). Items with a rate are none of these.
 */
export const ZERO_RATE_TYPES = ['nil', 'exempt', 'nongst'] as const;
export type ZeroRateType = (typeof ZERO_RATE_TYPES)[number];
export type GoodsType = (typeof GOODS_TYPES)[number];

/** Each kind as people type it, letters only, lower case. */
const ZERO_RATE_TYPE_OF_TYPED: Record<string, ZeroRateType> = { nil: 'nil', nilrated: 'nil', exempt: 'exempt', exempted: 'exempt', nongst: 'nongst' };

/** A kind as typed ('Non-GST', ' exempt ') as its wire value; blank as absent; anything else as it came, for the enum to refuse. */
function typedZeroRateType(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  if (value.trim() === '') return undefined;
  return ZERO_RATE_TYPE_OF_TYPED[value.toLowerCase().replace(/[^a-z]/g, '')] ?? value;
}

export const MAX_ITEM_CUSTOM_FIELDS = 50;
export const MAX_ITEM_CODE_LENGTH = 50;
export const MAX_CUSTOM_FIELD_ID_LENGTH = 40;
export const MAX_CUSTOM_FIELD_NAME_LENGTH = 100;
/** Cess rates reach 290% (compensation cess on some tobacco); 500% leaves room without nonsense. */
export const MAX_CESS_BPS = 50_000;
/** Margins and discounts above 1000% are typing mistakes. */
export const MAX_PERCENT_BPS = 100_000;

/** HSN (goods): 2 to 8 digits (chapter, heading, sub-heading, tariff item). */
export const HSN_PATTERN = /^\d{2,8}$/;
/** SAC (services): 4 to 6 digits (heading 99xx to the full service code). */
export const SAC_PATTERN = /^\d{4,6}$/;

const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** Text, number or nothing, as forms and spreadsheets send it; null and undefined become ''. */
const looseText = z.union([z.string(), z.number(), z.null()]).optional().transform(typedText);

/**
 * Rupees as typed (text or number; Indian or western digit grouping, at most 2 decimals, not
 * negative, at most what amount-in-words can say) to paise. Blank is 0, or the `required` message
 * when the field must be given.
 */
export const rupeesField = (label: string, required?: string) =>
  z.union([z.string(), z.number(), z.null()], { error: fillMessage(AMOUNT_MESSAGES.notAmount, { label }) })
    .optional()
    .transform((value, ctx) => {
      if (isBlank(value)) {
        if (required) {
          ctx.addIssue({ code: 'custom', message: required });
          return z.NEVER;
        }
        return 0;
      }
      try {
        return parseTypedAmount(value as string | number, { label, maxPaise: AMOUNT_IN_WORDS_MAX_PAISE });
      } catch (error) {
        if (!(error instanceof AmountInputError)) throw error;
        ctx.addIssue({ code: 'custom', message: error.message });
        return z.NEVER;
      }
    });

/** A percentage (at most 2 decimals, 0..max) to basis points; blank is 0. */
export const percentField = (message: string, maxBps: number) =>
  z.union([z.string(), z.number(), z.null()], { error: message })
    .optional()
    .transform((value, ctx) => {
      if (isBlank(value)) return 0;
      try {
        const bps = percentToBasisPoints(value as string | number);
        if (bps <= maxBps) return bps;
      } catch {
        // reported below
      }
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    });

/** The GST rates allowed today, for the message: '0, 0.1, ... 28 or 40'. */
export function gstRateMessage(today: Date = new Date()): string {
  const rates = allowedGstRatesOn(today).map(formatPercent);
  const last = rates.pop();
  return fillMessage(ITEM_MESSAGES.gstRateInvalid, { rates: `${rates.join(', ')} or ${last}` });
}

/** The item's GST rate: a percentage that must be one of the rates in force today. */
const gstRateField = z
  .union([z.string(), z.number(), z.null()], { error: () => gstRateMessage() })
    .optional()
    .transform((value, ctx) => {
      try {
        if (!isBlank(value)) {
          const bps = percentToBasisPoints(value as string | number);
          if (allowedGstRatesOn(new Date()).includes(bps)) return bps;
        }
      } catch {
        // reported below
      }
      ctx.addIssue({ code: 'custom', message: gstRateMessage() });
      return z.NEVER;
    });

/**
 * A date as typed or uploaded ('23-11-2026', '23/11/2026', 'YYYY-MM-DD', or the wire timestamp
 * 'YYYY-MM-DD HH:mm:ss' in UTC, read on the Indian calendar; input/typed-date.ts) on or after
 * 1 July 2017; blank is no date (''). Stored as 'YYYY-MM-DD'.
 */
export const gstEraDateField = (invalid: string, tooEarly: string) =>
  looseText.transform((text, ctx) => {
    if (text === '') return '';
    let date: string;
    try {
      date = parseTypedDate(text);
    } catch {
      ctx.addIssue({ code: 'custom', message: invalid });
      return z.NEVER;
    }
    if (compareDates(date, EARLIEST_DOCUMENT_DATE) < 0) {
      ctx.addIssue({ code: 'custom', message: tooEarly });
      return z.NEVER;
    }
    return date;
  });

/** A value of one of the organisation's custom fields (spec part 2 §3 Custom field). */
export const itemCustomField = z.object(
  {
    fieldId: z
      .union([z.string(), z.number()], { error: ITEM_MESSAGES.customFieldInvalid })
      .transform((id) => String(id).trim())
      .pipe(z.string().max(MAX_CUSTOM_FIELD_ID_LENGTH, ITEM_MESSAGES.customFieldInvalid)),
    fieldName: z
      .string({ error: ITEM_MESSAGES.customFieldInvalid })
      .trim()
      .max(MAX_CUSTOM_FIELD_NAME_LENGTH, `At most ${MAX_CUSTOM_FIELD_NAME_LENGTH} characters.`),
    fieldValue: z
      .union([z.string(), z.number(), z.boolean(), z.null()])
      .optional()
      .transform((value) => (value === null || value === undefined ? '' : String(value)))
      .pipe(z.string().max(MAX_TEXT_LENGTH, `At most ${MAX_TEXT_LENGTH} characters.`)),
  },
  { error: ITEM_MESSAGES.customFieldInvalid },
);
export type ItemCustomField = z.output<typeof itemCustomField>;

const itemFields = {
  goodstype: z.preprocess(
    (value) => (typeof value === 'string' ? value.trim().toLowerCase() : value),
    z.enum(GOODS_TYPES, { error: ITEM_MESSAGES.goodsTypeRequired }),
  ),
  // Typed text: no control characters or direction overrides, which print as nothing or reorder what follows (walk 37 L4).
  short_name: z
    .string({ error: ITEM_MESSAGES.shortNameRequired })
    .transform(typedText)
    .pipe(z.string().min(1, ITEM_MESSAGES.shortNameRequired).max(MAX_SHORT_NAME_LENGTH, ITEM_MESSAGES.shortNameTooLong)),
  description: looseText.pipe(z.string().max(MAX_TEXT_LENGTH, `At most ${MAX_TEXT_LENGTH} characters.`)),
  hsn_code: looseText,
  sac_code: looseText,
  itemunit: z
    .union([z.string(), z.number(), z.null()], { error: ITEM_MESSAGES.unitRequired })
    .optional()
    .transform((value) => (isBlank(value) ? null : Number(String(value).trim()))),
  itemgst: gstRateField,
  /**
   * A 0% item's kind of supply (absent or blank: nil-rated); ignored for an item with a rate. Read
   * as typed in a spreadsheet too: 'Nil-rated', 'Exempt', 'Non-GST'.
   */
  zero_rate_type: z.preprocess(typedZeroRateType, z.enum(ZERO_RATE_TYPES, { error: ITEM_MESSAGES.zeroRateTypeInvalid }).optional()),
  cess: percentField(ITEM_MESSAGES.cessInvalid, MAX_CESS_BPS),
  unit_price: rupeesField('Sale price', ITEM_MESSAGES.salePriceRequired),
  purchase_price: rupeesField('Purchase price'),
  purchase_price_percent: percentField(fillMessage(ITEM_MESSAGES.percentInvalid, { label: 'Purchase price percent' }), MAX_PERCENT_BPS),
  purchase_price_mrp: rupeesField('Purchase price MRP'),
  salepercent: percentField(fillMessage(ITEM_MESSAGES.percentInvalid, { label: 'Sale percent' }), MAX_PERCENT_BPS),
  mrp: rupeesField('MRP'),
  purchasedate: gstEraDateField(ITEM_MESSAGES.purchaseDateInvalid, ITEM_MESSAGES.purchaseDateTooEarly),
  customFields: z.array(itemCustomField).max(MAX_ITEM_CUSTOM_FIELDS, `At most ${MAX_ITEM_CUSTOM_FIELDS} custom fields.`).nullish(),
  item_code: looseText.pipe(z.string().max(MAX_ITEM_CODE_LENGTH, ITEM_MESSAGES.itemCodeTooLong)),
  /** The spec sends the user's id; the server records the signed-in caller instead. */
  userid: z.unknown().optional(),
};

type ParsedFields = z.output<z.ZodObject<typeof itemFields>>;

/**
 * Goods need an HSN code and a goods unit; services a SAC code (their unit is forced to 55). Runs
 * even when other fields failed (evenWithFieldErrors) so the form shows every message at once;
 * the value may then be partial, so nothing is assumed about fields that did not parse.
 */
function checkCodesAndUnit(value: ParsedFields, ctx: z.RefinementCtx) {
  const text = (field: unknown) => (typeof field === 'string' ? field : '');
  if (value.goodstype === 'goods') {
    const hsn = text(value.hsn_code);
    if (hsn === '') ctx.addIssue({ code: 'custom', path: ['hsn_code'], message: ITEM_MESSAGES.hsnRequired });
    else if (!HSN_PATTERN.test(hsn)) ctx.addIssue({ code: 'custom', path: ['hsn_code'], message: ITEM_MESSAGES.hsnInvalid });
    const unit: unknown = value.itemunit;
    if (typeof unit !== 'number' || !Number.isInteger(unit) || !isGoodsUnit(unit)) {
      ctx.addIssue({ code: 'custom', path: ['itemunit'], message: ITEM_MESSAGES.unitRequired });
    }
  } else if (value.goodstype === 'services') {
    const sac = text(value.sac_code);
    if (sac === '') ctx.addIssue({ code: 'custom', path: ['sac_code'], message: ITEM_MESSAGES.sacRequired });
    else if (!SAC_PATTERN.test(sac)) ctx.addIssue({ code: 'custom', path: ['sac_code'], message: ITEM_MESSAGES.sacInvalid });
  }
}

/** What the service stores: clean names, paise and basis points. */
export interface ItemInput {
  goodsType: GoodsType;
  shortName: string;
  description: string;
  /** The HSN code of goods or the SAC code of services. */
  hsnSacCode: string;
  unitId: number;
  gstRateBps: number;
  /** Nil-rated, exempt or non-GST: 'nil' for every item with a rate (stored items from before it: absent, nil). */
  zeroRateType: ZeroRateType;
  cessBps: number;
  unitPricePaise: number;
  purchasePricePaise: number;
  purchasePricePercentBps: number;
  purchasePriceMrpPaise: number;
  salePercentBps: number;
  mrpPaise: number;
  /** 'YYYY-MM-DD', or '' when not given. */
  purchaseDate: string;
  customFields: ItemCustomField[];
  itemCode: string;
}

function toItemInput(value: ParsedFields): ItemInput {
  const goods = value.goodstype === 'goods';
  return {
    goodsType: value.goodstype,
    shortName: value.short_name,
    description: value.description,
    hsnSacCode: goods ? value.hsn_code : value.sac_code,
    // Spec part 2 §3, §9: services are unit 55, whatever the form sends.
    unitId: goods ? (value.itemunit as number) : SERVICES_UNIT_ID,
    gstRateBps: value.itemgst,
    zeroRateType: value.itemgst === 0 ? (value.zero_rate_type ?? 'nil') : 'nil',
    cessBps: value.cess,
    unitPricePaise: value.unit_price,
    purchasePricePaise: value.purchase_price,
    purchasePricePercentBps: value.purchase_price_percent,
    purchasePriceMrpPaise: value.purchase_price_mrp,
    salePercentBps: value.salepercent,
    mrpPaise: value.mrp,
    purchaseDate: value.purchasedate,
    customFields: value.customFields ?? [],
    itemCode: value.item_code,
  };
}

export const itemInsertRequest = z
  .object({ ...itemFields, orgid: idField })
  .superRefine(checkCodesAndUnit, evenWithFieldErrors)
  .transform((value) => ({ orgid: value.orgid, item: toItemInput(value) }));
export type ItemInsertRequest = z.input<typeof itemInsertRequest>;

export const itemUpdateRequest = z
  .object({
    ...itemFields,
    id: idField,
    orgid: idField.optional(),
    /** Optimistic concurrency: the version the form loaded; a newer stored version is a 409. */
    version: z.coerce.number().int().positive().optional(),
  })
  .superRefine(checkCodesAndUnit, evenWithFieldErrors)
  .transform((value) => ({ id: value.id, version: value.version, item: toItemInput(value) }));
export type ItemUpdateRequest = z.input<typeof itemUpdateRequest>;

export const itemIdParams = z.object({ id: idField });
export const itemOrgParams = z.object({ orgid: idField });

export const unitRow = z.object({ id: z.number().int(), code: z.string(), name: z.string() });
export const unitsResponse = z.object({ status: z.literal(true), metrics: z.array(unitRow) });

export const itemAuthorisedResponse = z.object({
  status: z.literal(true),
  /** Whether the caller may add, edit and delete items ('items.edit'). */
  authorised: z.boolean(),
  /** The settings the item screens follow, readable by anyone who may see items. */
  settings: z.object({
    business_id: z.number().int().nullable(),
    inventory_tracking: z.boolean(),
    customfields: z.array(customFieldDefinition),
  }),
});

export const itemIndiDetail = z.object({ name: z.string(), value: z.string() });

/** An item as fetched: the spec's wire names, rupees as '1234.50' strings, rates as percent numbers. */
export const itemRecord = z.object({
  id: idField,
  orgid: idField,
  userid: z.string(),
  goodstype: z.enum(GOODS_TYPES),
  short_name: z.string(),
  description: z.string(),
  hsn_code: z.string(),
  sac_code: z.string(),
  hsn_sac_code: z.string(),
  itemunit: z.number().int(),
  /** The unit's code (UQC), e.g. 'KGS'; 'NA' for services. */
  metric: z.string(),
  itemgst: z.number(),
  zero_rate_type: z.enum(ZERO_RATE_TYPES),
  cess: z.number(),
  unit_price: z.string(),
  purchase_price: z.string(),
  purchase_price_percent: z.number(),
  purchase_price_mrp: z.string(),
  salepercent: z.number(),
  mrp: z.string(),
  purchasedate: z.string(),
  customFields: z.array(z.object({ fieldId: z.string(), fieldName: z.string(), fieldValue: z.string() })),
  item_code: z.string(),
  createddate: z.string(),
  modifieddate: z.string(),
  version: z.number().int(),
  /** 1 when stock tracking is set up for the item. */
  trackstock: z.union([z.literal(0), z.literal(1)]),
  isalert: z.union([z.literal(0), z.literal(1)]),
  stockalert: z.union([z.literal(0), z.literal(1)]),
  itemIndiDetails: z.array(itemIndiDetail),
  /** Stock in hand ('12.5'); '0' for items whose stock is not tracked. */
  stockinhand: z.string(),
  variationcount: z.number().int(),
});
export type ItemRecord = z.infer<typeof itemRecord>;

export const itemFetchResponse = z.object({ status: z.literal(true), item: itemRecord });

/** The catalogue view documents use (spec part 2 §3), one row per item. */
export const catalogueRow = z.object({
  id: idField,
  goodstype: z.enum(GOODS_TYPES),
  short_name: z.string(),
  description: z.string(),
  unit_price: z.string(),
  gst_rate: z.number(),
  cess: z.number(),
  hsn_sac_code: z.string(),
  itemunit: z.number().int(),
  metric: z.string(),
  item_code: z.string(),
  mrp: z.string(),
  trackstock: z.union([z.literal(0), z.literal(1)]),
  stockinhand: z.string(),
  version: z.number().int(),
});
export type CatalogueRow = z.infer<typeof catalogueRow>;

export const itemListResponse = z.object({ status: z.literal(true), items: z.array(catalogueRow) });

export const itemSavedResponse = z.object({
  status: z.literal(true),
  message: z.string(),
  id: idField,
  version: z.number().int(),
});

export const itemMessageResponse = z.object({ status: z.literal(true), message: z.string() });
