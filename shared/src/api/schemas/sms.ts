// Wire schema of sending SMS (spec part 1 §7 SMS, part 2 §7 client SMS): the invoice SMS a form
// sends after saving, and the bulk message of the client SMS screen (messagegiven).
import { z } from 'zod';
import { MESSAGES } from '../messages.js';
import { parseTypedAmount } from '../../input/typed-amount.js';
import { DOCUMENT_MESSAGES } from '../../documents/document-messages.js';
import { SMS_SUGGESTIONS, smsMobile } from '../../documents/sms-text.js';
import { idField } from './common.js';

/** Recipients per send: a page of the client SMS screen many times over, far below gateway limits. */
export const MAX_SMS_RECIPIENTS = 500;
export const MAX_SMS_TEXT = 480;

const mobileEntry = z
  .union([z.string(), z.number(), z.object({ mobile: z.union([z.string(), z.number()]) }).transform((entry) => entry.mobile)])
  .transform((value, ctx) => {
    const mobile = smsMobile(String(value));
    if (!mobile) ctx.addIssue({ code: 'custom', message: MESSAGES.phoneInvalid });
    return mobile ?? '';
  });

export const sendSmsParams = z.object({ orgid: idField });

export const sendSmsRequest = z
  .object({
    smsclientlist: z.array(mobileEntry).min(1, MESSAGES.phoneInvalid).max(MAX_SMS_RECIPIENTS),
    suggest: z.enum(SMS_SUGGESTIONS).optional(),
    invoiceNumber: z.string().max(16).optional(),
    /** Rupees, as the form shows the total; paise once parsed. */
    totalAmount: z
      .union([z.string(), z.number()])
      .optional()
      .transform((value, ctx) => {
        try {
          return parseTypedAmount(String(value ?? '0'));
        } catch {
          ctx.addIssue({ code: 'custom', message: DOCUMENT_MESSAGES.invalidAmount });
          return 0;
        }
      }),
    customerSMSName: z.string().max(200).optional(),
    ownerName: z.string().max(200).optional(),
    messagegiven: z.string().trim().max(MAX_SMS_TEXT, `At most ${MAX_SMS_TEXT} characters.`).optional(),
    smsObject: z.unknown().optional(),
  })
  .refine((body) => body.suggest !== undefined || (body.messagegiven ?? '') !== '', {
    message: 'Please type the message.',
    path: ['messagegiven'],
  });
export type SendSmsRequest = z.output<typeof sendSmsRequest>;

export const sendSmsResponse = z.object({ status: z.literal(true), message: z.string(), credit: z.number().int() });
