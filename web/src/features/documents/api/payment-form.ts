// The payment form's check: the shared request schema (a valid amount with at most 2 decimals, a
// date from 1 July 2017, a bank account when paid by bank) and, since the list knows it, no more
// than the document's pending amount (spec part 1 §5).
import { addPaymentRequest, DOCUMENT_MESSAGES } from '@bahi/shared';

/** `pending` in paise. */
export const paymentFormSchema = (pending: number) =>
  addPaymentRequest.refine((payment) => payment.amount <= pending, { path: ['amount'], message: DOCUMENT_MESSAGES.amountOverDue });
