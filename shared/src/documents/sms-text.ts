// The texts of document SMS (spec part 1 §7: suggest 'invoicesms' on save, 'invoiceupdatesms' on
// update). They name the document's number, its amount and the organisation, and stay within one
// 160-character SMS for ordinary names.
import { formatInr } from '../gst/money-format.js';
import { normalisePhone } from '../input/typed-phone.js';

export const SMS_SUGGESTIONS = ['invoicesms', 'invoiceupdatesms'] as const;
export type SmsSuggestion = (typeof SMS_SUGGESTIONS)[number];

export interface DocumentSmsFacts {
  suggest: SmsSuggestion;
  customer: string;
  /** The document's label ('Invoice', 'Quotation'). */
  label: string;
  number: string;
  /** Paise. */
  amount: number;
  organisation: string;
}

export function documentSmsText(facts: DocumentSmsFacts): string {
  const to = facts.customer.trim() === '' ? 'Customer' : facts.customer.trim();
  const amount = formatInr(facts.amount);
  return facts.suggest === 'invoicesms'
    ? `Dear ${to}, ${facts.organisation} has sent you ${facts.label} ${facts.number} for ${amount}. Thank you.`
    : `Dear ${to}, ${facts.label} ${facts.number} from ${facts.organisation} is updated: ${amount}. Thank you.`;
}

/**
 * An Indian mobile as SMS gateways take it ('+919845012345'), from any written form the phone
 * fields accept; null for a landline or anything that is not a phone number.
 */
export function smsMobile(text: string): string | null {
  const stored = normalisePhone(text);
  return stored?.startsWith('+91 ') ? stored.replace(/\s/g, '') : null;
}
