// What follows a document's save outside the document: the SMS to the customer when the form asked
// for one (spec part 1 §7 SMS on save). The document is saved whatever happens here; the answer
// says why an asked-for SMS was not sent, or null when it was.
import { DOCUMENT_APP_MESSAGES, documentSmsText, kindFacts, smsMobile } from '@bahi/shared';
import { AppError } from '../errors/app-error.js';
import { sendSms } from '../messaging/send-sms.js';
import type { Ports } from '../ports/index.js';
import type { StoredDocument } from '../store/documents.js';
import type { OrganisationRecord } from '../store/organisations.js';

export async function afterSave(ports: Ports, org: OrganisationRecord, doc: StoredDocument, sendRequested: boolean): Promise<string | null> {
  if (!sendRequested) return null;
  if (!doc.party.contact) return DOCUMENT_APP_MESSAGES.smsNoContact;
  const mobile = smsMobile(doc.party.contact.mobile);
  if (!mobile) return DOCUMENT_APP_MESSAGES.smsNoMobile;
  const text = documentSmsText({
    suggest: doc.version === 1 ? 'invoicesms' : 'invoiceupdatesms',
    customer: doc.party.contact?.name || doc.party.name,
    label: kindFacts(doc.kind).label,
    number: doc.number,
    amount: doc.grandTotal,
    organisation: org.name,
  });
  try {
    await sendSms(ports, doc.orgId, [mobile], text, doc.id);
    return null;
  } catch (error) {
    if (error instanceof AppError) return error.message;
    throw error;
  }
}
