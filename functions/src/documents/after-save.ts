// What follows a document's save outside the document: the SMS to the customer when the form asked
// for one (spec part 1 §7 SMS on save). Returns the reason an asked-for SMS was not sent, or null.
// The SMS port lands with messaging; until then a save that asks for an SMS says it was not sent.
import { DOCUMENT_MESSAGES } from '@bahi/shared';
import type { Ports } from '../ports/index.js';
import type { StoredDocument } from '../store/documents.js';
import { smsCreditOf } from './sms-credit.js';

export async function afterSave(ports: Ports, doc: StoredDocument, sendSms: boolean): Promise<string | null> {
  if (!sendSms) return null;
  const credit = await smsCreditOf(ports, doc.orgId);
  return credit > 1 ? null : DOCUMENT_MESSAGES.rechargeSms;
}
