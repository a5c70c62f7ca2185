// Texting customers, for every caller (invoice SMS on save, the SMS route, bulk client SMS): the
// organisation's credit is taken first, one per number, in one conditional update that never goes
// below zero, then the SMS port sends; a send that fails gives the credit back.
import { DOCUMENT_MESSAGES } from '@bahi/shared';
import { invalid } from '../errors/app-error.js';
import type { Ports } from '../ports/index.js';
import { addSmsCredit, takeSmsCredit } from '../store/sms.js';

export const smsCreditTooLow = () => invalid('sms.creditTooLow', DOCUMENT_MESSAGES.rechargeSms);

export async function sendSms(ports: Ports, orgId: string, mobiles: readonly string[], text: string, reference: string): Promise<number> {
  const to = [...new Set(mobiles)];
  if (!(await takeSmsCredit(ports.table, orgId, to.length))) throw smsCreditTooLow();
  try {
    await ports.sms.send({ orgId, to, text, reference });
  } catch (error) {
    await addSmsCredit(ports.table, orgId, to.length);
    throw error;
  }
  return to.length;
}
