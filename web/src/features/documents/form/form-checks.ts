// Checking the form before it is sent: the server's own schema over the body that would be sent
// (every message of spec part 1 §5 on its field), and the party rules the server checks against
// the stored client (spec part 1 §5, §8: 'Please choose Billing Address' ...). Errors are keyed by
// wire field path ('invoicedate', 'items.0.qty'), the same keys the server's errors[] carry.
import {
  DOCUMENT_APP_MESSAGES,
  DOCUMENT_MESSAGES,
  documentInsertRequest,
  documentUpdateRequest,
  formatCalendarDate,
  kindFacts,
  partyMessagesOf,
  toCalendarDate,
  type KindInTable,
} from '@bahi/shared';
import { validateForm, type FieldErrors } from '../../../app/form-validation';
import { addressedAsOriginal, type DocumentFormState, type LineState } from './form-state';
import { wireBody, type SaveTarget } from './wire-body';

/** Who the document is addressed to: what the server would refuse, with the spec's words. */
export function partyErrors(kind: KindInTable, state: DocumentFormState): FieldErrors {
  const errors: FieldErrors = {};
  const facts = kindFacts(kind);
  const consumer = facts.party === 'consumer';
  const messages = partyMessagesOf(facts);
  if (consumer && state.clientId === '') {
    const { name, address, stateCode } = state.receiver;
    const noReceiver = name.trim() === '' && address.trim() === '' && stateCode === '';
    if (noReceiver && kindFacts(kind).receiverBeforeItems) errors.client_id = DOCUMENT_MESSAGES.selectReceiver;
    else if (name.trim() === '' && address.trim() === '') errors.address = messages.missing;
    // Spec part 1 §5: a receiver state or an address (the server's rule, documents/parties.ts).
    else if (stateCode === '' && address.trim() === '') errors.statecode = DOCUMENT_APP_MESSAGES.receiverStateRequired;
    return errors;
  }
  if (addressedAsOriginal(kind, state)) return errors;
  if (state.clientId === '') errors.client_id = messages.missing;
  else if (state.billingAddressId === '') errors.clientaddressid = messages.billing;
  if (!state.sameShipping && state.clientId !== '' && state.shippingAddressId === '') errors.shippingclientaddressid = DOCUMENT_MESSAGES.chooseShipping;
  return errors;
}

/**
 * Every problem of the body at once, keyed by wire field path: the parties, then the schema.
 * The schema checks the fields one by one and only then the rules across fields (at least one
 * item, each line, reverse charge); a field with a message stops the second step. So when fields
 * fail, they are set aside (the date replaced by today, for the rates in force) and the body is
 * checked again for the rest: the person sees every message in one go, not one round at a time.
 */
export function checkDocument(kind: KindInTable, state: DocumentFormState, body: Record<string, unknown>, target: SaveTarget): FieldErrors {
  const schema = target.kind === 'insert' ? documentInsertRequest(kind) : documentUpdateRequest(kind);
  const first = validateForm(schema, body);
  const errors = { ...partyErrors(kind, state), ...(first.ok ? {} : first.errors) };
  if (first.ok) return errors;
  const failedFields = Object.keys(first.errors).filter((key) => !key.startsWith('items'));
  if (failedFields.length === 0) return errors;
  const dateField = kindFacts(kind).dateField;
  const setAside = Object.fromEntries(failedFields.map((key) => [key, key === dateField ? formatCalendarDate(toCalendarDate(new Date())) : undefined]));
  // The due date is only compared with the date: with no valid date there is nothing to compare.
  if (failedFields.includes(dateField)) setAside.due_date = undefined;
  const second = validateForm(schema, { ...body, ...setAside });
  return second.ok ? errors : { ...second.errors, ...errors };
}

/** The server's field errors (errors[] of a 400) in the same shape. */
export function serverFieldErrors(errors: readonly { field: string; message: string }[]): FieldErrors {
  const mapped: FieldErrors = {};
  for (const { field, message } of errors) mapped[field] ??= message;
  return mapped;
}

/** The value at a wire field path ('items.2.qty') of a body; undefined where the path leads nowhere. */
function valueAt(body: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((at, step) => (at !== null && typeof at === 'object' ? (at as Record<string, unknown>)[step] : undefined), body);
}

/**
 * The server's messages still about the form as it is: the form cannot check the server's own
 * rules again (a date before the advance it takes, a party that cannot change), so a message goes
 * once its field differs from what was sent with it, as the form's own messages go once put right.
 */
export function serverErrorsStanding(errors: FieldErrors, sent: Record<string, unknown>, current: Record<string, unknown>): FieldErrors {
  return Object.fromEntries(Object.entries(errors).filter(([field]) => JSON.stringify(valueAt(sent, field)) === JSON.stringify(valueAt(current, field))));
}

/** The messages of one line ('items.2.qty' → { qty: ... } for line 2). */
export function lineErrors(errors: FieldErrors, index: number): FieldErrors {
  const prefix = `items.${index}.`;
  return Object.fromEntries(Object.entries(errors).filter(([key]) => key.startsWith(prefix)).map(([key, message]) => [key.slice(prefix.length), message]));
}

/**
 * One line as the add-item modal holds it, checked by the same schema as a whole document with
 * this line alone (so the date's GST rates and reverse charge apply), plus its serial numbers
 * when the item's stock is tracked by serial: as many as the quantity (spec part 1 §5).
 */
export function lineProblems(kind: KindInTable, orgId: string, state: DocumentFormState, line: LineState, serialsRequired: boolean): FieldErrors {
  const target: SaveTarget = { kind: 'insert', orgId };
  const alone = { ...state, lines: [line] };
  const checked = validateForm(documentInsertRequest(kind), wireBody(kind, alone, target));
  const problems = checked.ok ? {} : lineErrors(checked.errors, 0);
  const units = Number(line.qty.replace(/,/g, ''));
  if (serialsRequired && !problems.qty) {
    if (line.serials.length < units || !Number.isInteger(units)) problems.itemPurchaseDetails = DOCUMENT_MESSAGES.selectSerials;
    else if (line.serials.length > units) problems.itemPurchaseDetails = DOCUMENT_MESSAGES.serialsMoreThanExpected;
  }
  return problems;
}
