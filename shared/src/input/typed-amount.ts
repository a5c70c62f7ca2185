// Rupee amounts as people in India type them into a form or a spreadsheet cell: with lakh/crore
// grouping ('1,25,000', '1,00,00,000.00'), western grouping ('125,000'), no grouping ('125000'),
// an optional '₹' and sign, at most two decimals ('0.5', '.50'). Parsed from the digits as text
// into integer paise, so '0.29' is 29 paise and never 28.999....
//
// The wire keeps its plain form ('1234.50', money-format.ts rupeesToPaise); this parser is for
// text a person typed, on the server as in the browser.
import { GstInputError } from '../gst/errors.js';
import { fillMessage } from '../api/messages.js';
import { formatInr, paiseFromParts } from '../gst/money-format.js';

/** Why a typed amount is refused, each filled with the field's label. Tests compare them exactly. */
export const AMOUNT_MESSAGES = {
  notAmount: '{label} must be an amount in rupees, like 1,25,000.50',
  tooManyDecimals: '{label} can have at most 2 decimals (paise)',
  misplacedCommas: '{label} has commas in the wrong places; write it like 1,25,000 or 125,000',
  negative: '{label} cannot be negative',
  /** Filled with the largest amount allowed, e.g. '₹99,99,99,999.00'. */
  tooLarge: '{label} can be at most {max}',
} as const;

export class AmountInputError extends GstInputError {
  constructor(
    message: string,
    /** Which rule refused it (a caller with its own wording for the others keeps this one's). */
    readonly reason: keyof typeof AMOUNT_MESSAGES,
  ) {
    super(message);
    this.name = 'AmountInputError';
  }
}

export interface TypedAmountOptions {
  /** The field's name in the message: 'Sale price must be ...'. Default 'Amount'. */
  label?: string;
  /** Whether '-1,000' is allowed (a refund, an adjustment). Default false. */
  allowNegative?: boolean;
  /** The largest amount (and, negated, the smallest) in paise. Default the largest safe integer. */
  maxPaise?: number;
}

// Sign, optional rupee symbol, the whole rupees (digits and commas), optional decimals.
const TYPED_AMOUNT = /^([+-]?)\s*₹?\s*(\d[\d,]*)?(?:\.(\d*))?$/;
// Indian grouping: 1-2 digits, pairs, then the last three (1,25,000; 12,34,56,789).
const INDIAN_GROUPS = /^\d{1,2}(?:,\d{2})*,\d{3}$/;
// Western grouping: 1-3 digits, then threes (125,000; 1,250,000).
const WESTERN_GROUPS = /^\d{1,3}(?:,\d{3})+$/;

/**
 * '1,23,456.50' -> 12345650 paise. Throws AmountInputError with one of AMOUNT_MESSAGES. A number
 * is read through String(), so 1234.5 works and 0.1 + 0.2 (0.30000000000000004) is refused as
 * having too many decimals rather than silently rounded.
 */
export function parseTypedAmount(value: string | number, options: TypedAmountOptions = {}): number {
  const label = options.label ?? 'Amount';
  const maxPaise = options.maxPaise ?? Number.MAX_SAFE_INTEGER;
  const refuse = (reason: keyof typeof AMOUNT_MESSAGES) => new AmountInputError(fillMessage(AMOUNT_MESSAGES[reason], { label, max: formatInr(maxPaise) }), reason);
  if (typeof value === 'number' && !Number.isFinite(value)) throw refuse('notAmount');
  const text = String(value).trim();
  const match = TYPED_AMOUNT.exec(text);
  const [, sign = '', whole = '', decimals] = match ?? [];
  if (!match || (whole === '' && !decimals)) {
    throw refuse(/e\+\d+$/i.test(text) ? 'tooLarge' : 'notAmount');
  }
  if (decimals !== undefined && decimals.length === 0) throw refuse('notAmount');
  const digits = ungroup(whole);
  if (digits === null) throw refuse('misplacedCommas');
  if ((decimals ?? '').length > 2) throw refuse('tooManyDecimals');
  const paise = paiseFromParts(sign, digits, decimals ?? '');
  if (sign === '-' && paise !== 0 && !options.allowNegative) throw refuse('negative');
  if (paise === null || Math.abs(paise) > maxPaise) throw refuse('tooLarge');
  return paise;
}

/**
 * Strips the digit grouping of a typed number ('1,250.5' -> '1250.5') when the commas sit where
 * Indian or western grouping puts them; null when they do not. For quantities and other typed
 * numbers that are not rupees.
 */
export function ungroupTypedNumber(text: string): string | null {
  const match = /^([+-]?)(\d[\d,]*)((?:\.\d*)?)$/.exec(text.trim());
  if (!match) return text.trim();
  const [, sign = '', whole = '', rest = ''] = match;
  const digits = ungroup(whole);
  return digits === null ? null : `${sign}${digits}${rest}`;
}

/** '1,25,000' -> '125000'; null when commas are present but not in Indian or western groups. */
function ungroup(whole: string): string | null {
  if (!whole.includes(',')) return whole;
  return INDIAN_GROUPS.test(whole) || WESTERN_GROUPS.test(whole) ? whole.replaceAll(',', '') : null;
}
