// Wire schema of sending SMS (spec part 1 §7 SMS, part 2 §7 client SMS): the invoice SMS a form
// sends after saving, and the bulk message of the client SMS screen (messagegiven).
import { z } from 'zod';
import { MESSAGES } from '../messages.js';
import { parseTypedAmount } from '../../input/typed-amount.js';
import { typedText } from '../../input/typed-text.js';
import { DOCUMENT_MESSAGES } from '../../documents/document-messages.js';
import { SMS_SUGGESTIONS, smsMobile } from '../../documents/sms-text.js';
import { idField } from './common.js';

/** Recipients per send: a page of the client SMS screen many times over, far below gateway limits. */
export const MAX_SMS_RECIPIENTS = 500;
/** A typed (bulk) message: spec part 2 §5 SMS and §9, "SMS at most 150 characters". */
export const MAX_SMS_TEXT = 150;

/** The client SMS screen's messages (spec part 2 §5 SMS), the server's too. */
export const SMS_MESSAGES = {
  selectClient: 'Please select atleast one client',
  tooLong: `Characters should not be more than ${MAX_SMS_TEXT} characters`,
  /** The typed message's send when the credit does not exceed the recipients. */
  countShort: 'SMS Count is less than you need.',
  typeMessage: 'Please type the message.',
} as const;

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
    smsclientlist: z.array(mobileEntry).min(1, SMS_MESSAGES.selectClient).max(MAX_SMS_RECIPIENTS),
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
    // Cleaned as typed text is: a NUL or a right-to-left override reached the phones (walk 28 F4).
    messagegiven: z.string().transform(typedText).pipe(z.string().max(MAX_SMS_TEXT, SMS_MESSAGES.tooLong)).optional(),
    smsObject: z.unknown().optional(),
  })
  .refine((body) => body.suggest !== undefined || (body.messagegiven ?? '') !== '', {
    message: SMS_MESSAGES.typeMessage,
    path: ['messagegiven'],
  });
export type SendSmsRequest = z.output<typeof sendSmsRequest>;

export const sendSmsResponse = z.object({ status: z.literal(true), message: z.string(), credit: z.number().int() });

/** One client of the client SMS screen (spec part 2 §3 SMS client: name, address, mobile, statename, isChecked). */
export const smsClientRow = z.object({
  id: idField,
  name: z.string(),
  address: z.string(),
  /** As the client's contact holds it ('+91 98200 11111'); the send takes any written form. */
  mobile: z.string(),
  statename: z.string(),
  isChecked: z.boolean(),
});
export type SmsClientRow = z.infer<typeof smsClientRow>;

export const smsClientsParams = z.object({ orgId: idField });

/**
 * Spec part 2 §7: b2bclients (registered: with a GSTIN), b2cclients (unregistered), the credit as
 * getsmsDetails[0].credit, and the error flag the screen turns into a notification.
 */
export const smsClientsResponse = z.object({
  status: z.literal(true),
  b2bclients: z.array(smsClientRow),
  b2cclients: z.array(smsClientRow),
  getsmsDetails: z.array(z.object({ credit: z.number().int() })),
  error: z.boolean(),
  requestStatus: z.number().int(),
  statusMessage: z.string(),
});
export type SmsClientsResponse = z.infer<typeof smsClientsResponse>;
