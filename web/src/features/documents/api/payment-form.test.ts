import { DOCUMENT_APP_MESSAGES, DOCUMENT_MESSAGES } from '@bahi/shared';
import { validateForm } from '../../../app/form-validation';
import { paymentFormSchema } from './payment-form';

const PENDING = 1740700; // ₹17,407.00
const payment = (changes: Record<string, string> = {}) => ({ invoiceId: 'aqpw90udlure2g02_bb20260000000017', date: '2026-11-21', amount: '7407.00', method: 'CASH', account: '', notes: '', ...changes });

describe('the payment form check', () => {
  it('accepts up to the pending amount, in paise', () => {
    expect(validateForm(paymentFormSchema(PENDING), payment())).toEqual({ ok: true, data: expect.objectContaining({ amount: 740700, method: 'CASH' }) });
    expect(validateForm(paymentFormSchema(PENDING), payment({ amount: '17407' }))).toEqual({ ok: true, data: expect.objectContaining({ amount: PENDING }) });
  });

  it("refuses a paisa over the pending amount with the spec's message", () => {
    expect(validateForm(paymentFormSchema(PENDING), payment({ amount: '17407.01' }))).toEqual({ ok: false, errors: { amount: DOCUMENT_MESSAGES.amountOverDue } });
  });

  it("refuses amounts that are not money: 'Please enter a valid amount'", () => {
    for (const amount of ['abc', '0', '', '10.005', '-5']) {
      expect(validateForm(paymentFormSchema(PENDING), payment({ amount }))).toEqual({ ok: false, errors: { amount: DOCUMENT_MESSAGES.invalidAmount } });
    }
  });

  it('refuses a date before 1 July 2017 and a bank payment without its account', () => {
    expect(validateForm(paymentFormSchema(PENDING), payment({ date: '2017-06-30' }))).toEqual({ ok: false, errors: { date: DOCUMENT_APP_MESSAGES.dateTooEarly } });
    expect(validateForm(paymentFormSchema(PENDING), payment({ method: 'BANK' }))).toEqual({ ok: false, errors: { account: DOCUMENT_APP_MESSAGES.paymentAccountRequired } });
  });
});
