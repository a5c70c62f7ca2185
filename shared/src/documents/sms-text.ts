// The texts of document SMS (spec part 1 §7: suggest 'invoicesms' on save, 'invoiceupdatesms' on
// update). They name the document's number, its amount and the organisation, and stay within one
// 160-character SMS for ordinary names.
import { formatInr } from '../gst/money-format.js';

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
 * An Indian mobile as SMS gateways take it, '+91' and ten digits starting 6–9; written forms with
 * spaces, hyphens, a leading 0, 91 or +91 are read. Null when it is not a mobile number.
 */
export function smsMobile(text: string): string | null {
  const digits = text.replace(/[\s-]/g, '').replace(/^(\+91|91|0)(?=\d{10}$)/, '');
  return /^[6-9]\d{9}$/.test(digits) ? `+91${digits}` : null;
}
