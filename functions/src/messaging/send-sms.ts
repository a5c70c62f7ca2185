// Texting customers, for every caller (invoice SMS on save, the SMS route, bulk client SMS): the
// organisation's credit is taken first, one per number, in one conditional update that never goes
// below zero, then the SMS port sends; a send that fails gives the credit back. A send that went
// out is noted on the organisation's notifications page.
import { DOCUMENT_MESSAGES, SMS_MESSAGES } from '@bahi/shared';
import { invalid } from '../errors/app-error.js';
import type { Ports } from '../ports/index.js';
import { notify } from '../store/notifications.js';
import { addSmsCredit, takeSmsCredit } from '../store/sms.js';

/** A document's SMS (spec part 1 §5) and the typed client SMS (part 2 §5) word a short credit differently. */
export const smsCreditTooLow = () => invalid('sms.creditTooLow', DOCUMENT_MESSAGES.rechargeSms);
export const smsCountShort = () => invalid('sms.creditTooLow', SMS_MESSAGES.countShort);

/** How much of the text a notification quotes. */
const QUOTED_CHARACTERS = 60;

export function smsSentNotice(count: number, text: string): string {
  const quoted = text.length > QUOTED_CHARACTERS ? `${text.slice(0, QUOTED_CHARACTERS - 1)}…` : text;
  return `SMS sent to ${count} ${count === 1 ? 'number' : 'numbers'}: "${quoted}"`;
}

export async function sendSms(
  ports: Ports,
  orgId: string,
  mobiles: readonly string[],
  text: string,
  reference: string,
  whenShort: () => Error = smsCreditTooLow,
): Promise<number> {
  const to = [...new Set(mobiles)];
  if (!(await takeSmsCredit(ports.table, orgId, to.length))) throw whenShort();
  try {
    await ports.sms.send({ orgId, to, text, reference });
  } catch (error) {
    await addSmsCredit(ports.table, orgId, to.length);
    throw error;
  }
  await notify(ports.table, orgId, { kind: 'sms', text: smsSentNotice(to.length, text), link: '#/sms' }, ports.now());
  return to.length;
}
