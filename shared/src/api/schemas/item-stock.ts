// Wire schemas of stock tracking (spec part 2 §3 Stock tracking: itemid, isalert/stockalert 1|0,
// itemIndiDetails, in-stock quantity; §6: only with the organisation's inventory_tracking
// feature) and of the stock ledger (part 2 §2 Other screens, §7 GET /items/stockledger/{orgId}).
import { z } from 'zod';
import { isCalendarDate } from '../../gst/calendar.js';
import { ITEM_MESSAGES } from '../../catalogue/item-messages.js';
import { MESSAGES } from '../messages.js';
import { parseQuantity } from '../../gst/quantity.js';
import { ungroupTypedNumber } from '../../input/typed-amount.js';
import { idField } from './common.js';
import { gstEraDateField } from './items.js';

export const MAX_ITEM_INDI_DETAILS = 100;
/** Quantities above a thousand crore units are typing mistakes (and stay far from 2^53 thousandths). */
export const MAX_STOCK_QUANTITY_MILLI = 10_000_000_000_000;

const alertFlag = z
  .union([z.literal(0), z.literal(1), z.literal('0'), z.literal('1'), z.boolean(), z.null()], { error: ITEM_MESSAGES.alertFlagInvalid })
  .optional()
  .transform((value): 0 | 1 | undefined => (value === 1 || value === '1' || value === true ? 1 : value === undefined ? undefined : 0));

export const MAX_DETAIL_NAME_LENGTH = 100;
export const MAX_DETAIL_VALUE_LENGTH = 200;

const detailText = (max: number) =>
  z
    .union([z.string(), z.number(), z.null()])
    .optional()
    .transform((value) => (value === null || value === undefined ? '' : String(value).trim()))
    .pipe(z.string().max(max, `At most ${max} characters.`));

/** Thousandths of a unit, from '12.5' or 12.5; blank means "not given". */
const stockQuantity = z
  .union([z.string(), z.number(), z.null()], { error: ITEM_MESSAGES.inStockInvalid })
  .optional()
  .transform((value, ctx) => {
    if (value === null || value === undefined || (typeof value === 'string' && value.trim() === '')) return undefined;
    try {
      // Counts are typed like amounts: '1,250.5' is one thousand two hundred and fifty.
      const ungrouped = typeof value === 'string' ? ungroupTypedNumber(value) : value;
      const milli = ungrouped === null ? null : parseQuantity(ungrouped);
      if (milli !== null && milli <= MAX_STOCK_QUANTITY_MILLI) return milli;
    } catch {
      // reported below
    }
    ctx.addIssue({ code: 'custom', message: ITEM_MESSAGES.inStockInvalid });
    return z.NEVER;
  });

export const stockTrackingRequest = z
  .object({
    itemid: idField,
    orgid: idField.optional(),
    userid: z.unknown().optional(),
    isalert: alertFlag,
    stockalert: alertFlag,
    itemIndiDetails: z
      .array(z.object({ name: detailText(MAX_DETAIL_NAME_LENGTH), value: detailText(MAX_DETAIL_VALUE_LENGTH) }))
      .max(MAX_ITEM_INDI_DETAILS, `At most ${MAX_ITEM_INDI_DETAILS} details.`)
      .nullish(),
    /** The quantity in stock at the end of `date` (a physical count); absent leaves stock alone. */
    instock: stockQuantity,
    /** The day the count was made; today (in India) when absent. */
    date: gstEraDateField(ITEM_MESSAGES.stockDateInvalid, ITEM_MESSAGES.stockDateTooEarly),
    version: z.coerce.number().int().positive().optional(),
  })
  .superRefine((value, ctx) => {
    // The details are all filled or all empty (spec part 2 §3 itemIndiDetails; the form's rule).
    const details = value.itemIndiDetails ?? [];
    const filled = details.filter((detail) => detail.name !== '' && detail.value !== '').length;
    const empty = details.filter((detail) => detail.name === '' && detail.value === '').length;
    if (filled !== details.length && empty !== details.length) {
      ctx.addIssue({ code: 'custom', path: ['itemIndiDetails'], message: MESSAGES.allDetailsRequired });
    }
  })
  .transform((value) => ({
    itemId: value.itemid,
    /** isalert and stockalert are the same flag under the form's two names; isalert wins. */
    stockAlert: value.isalert ?? value.stockalert,
    /** Absent keeps the stored details; all-empty rows clear them. */
    itemIndiDetails: value.itemIndiDetails === null || value.itemIndiDetails === undefined ? undefined : value.itemIndiDetails.filter((detail) => detail.name !== ''),
    inStockMilli: value.instock,
    date: value.date,
    version: value.version,
  }));
export type StockTrackingRequest = z.input<typeof stockTrackingRequest>;

export const stockTrackingResponse = z.object({
  status: z.literal(true),
  message: z.string(),
  stockinhand: z.string(),
  version: z.number().int(),
});

const isoDate = z
  .string({ error: ITEM_MESSAGES.ledgerDateInvalid })
  .trim()
  .refine(isCalendarDate, ITEM_MESSAGES.ledgerDateInvalid);

export const stockLedgerParams = z.object({ orgId: idField });
export const stockLedgerQuery = z
  .object({ from: isoDate.optional(), to: isoDate.optional() })
  .refine((value) => !value.from || !value.to || value.from <= value.to, {
    message: ITEM_MESSAGES.ledgerRangeInvalid,
    path: ['from'],
  });

/** One item's line in the stock ledger: quantities as '12.5' strings, signed. */
export const stockLedgerRow = z.object({
  itemid: idField,
  short_name: z.string(),
  metric: z.string(),
  opening: z.string(),
  in: z.string(),
  out: z.string(),
  closing: z.string(),
  /**
   * The average cost of a unit of the closing stock ('1000.00': the weighted average of what it
   * cost, functions/src/services/stock-valuation.ts); with none in hand, the catalogue's purchase price.
   */
  rate: z.string(),
  /** What the closing stock cost ('6000.00'); stock below zero is worth nothing. */
  value: z.string(),
});
export type StockLedgerRow = z.infer<typeof stockLedgerRow>;

export const stockLedgerResponse = z.object({
  status: z.literal(true),
  from: z.string(),
  to: z.string(),
  items: z.array(stockLedgerRow),
  /** The closing stock of every item, valued ('14000.00'): what the balance sheet holds as Stock in hand on `to`. */
  total_value: z.string(),
});

/** One item's stock ledger, movement by movement: how its opening became its closing. */
export const itemStockLedgerParams = z.object({ orgId: idField, itemId: idField });

/** A movement as the item's ledger shows it: what moved the stock, in or out, and the stock after it. */
export const itemStockMovementRow = z.object({
  date: z.string(),
  /** 'B2B invoice INV4', 'Purchase PUR-20261', 'Stock count', 'Stock adjustment'. */
  entry: z.string(),
  /** The document that moved it (null for a count or an adjustment). */
  document_id: z.string().nullable(),
  kind: z.string().nullable(),
  in: z.string(),
  out: z.string(),
  balance: z.string(),
});
export type ItemStockMovementRow = z.infer<typeof itemStockMovementRow>;

export const itemStockLedgerResponse = z.object({
  status: z.literal(true),
  from: z.string(),
  to: z.string(),
  item: stockLedgerRow,
  movements: z.array(itemStockMovementRow),
});
