// State and actions of the add/edit client form: the client's fields, the location and contact
// lists with their entry areas, checking with the shared schemas, and the save.
import {
  clientAddressInput,
  clientContactInput,
  isKnownStateCode,
  MESSAGES,
} from '@bahi/shared';
import { useRef, useState } from 'react';
import { useAlerts } from '../../../app/alerts';
import { ApiError } from '../../../app/api-client';
import { validateForm, type FieldErrors } from '../../../app/form-validation';
import { editClient, insertClient } from '../api/clients-api';
import {
  BLANK_ADDRESS,
  BLANK_CONTACT,
  checkRequest,
  clientBody,
  splitErrors,
  withOnePrimary,
  type AddressDraft,
  type ClientFields,
  type ClientFormState,
  type ContactDraft,
  type SaveTarget,
  type SplitErrors,
} from '../api/client-payload';
import { cancelEdit, commitEntry, editRow, keptRows, removeRow, type RowList } from './row-list';

const NO_ERRORS: SplitErrors = { fields: {}, addressEntry: {}, contactEntry: {}, addressRows: {}, contactRows: {} };

/** Actions on one list with an entry area (locations or contacts). */
export interface RowListActions<Row> {
  setEntry(patch: Partial<Row>): void;
  /** Add or Update, after checking the entry with the row's schema. */
  commit(): void;
  edit(index: number): void;
  cancel(): void;
  remove(index: number): void;
}

export function useClientForm(initial: ClientFormState, target: SaveTarget, onSaved: () => Promise<void>) {
  const alerts = useAlerts();
  const [state, setState] = useState(initial);
  const [errors, setErrors] = useState<SplitErrors>(NO_ERRORS);
  const [saving, setSaving] = useState(false);
  // A ref as well as state: two clicks in one frame both see `saving` still false.
  const savingNow = useRef(false);

  // Changed means "saving now would send something different": opening a row to edit it and
  // putting it back unchanged is not a change.
  const [initialBody] = useState(() => JSON.stringify(clientBody(initial, target).request));
  const dirty = JSON.stringify(clientBody(state, target).request) !== initialBody;

  function setField<K extends keyof ClientFields>(name: K, value: ClientFields[K]) {
    // A message was about the value it was shown for: it goes with that value, and the next save
    // checks the new one (walk 32 L2: a corrected GSTIN kept its message until then).
    setErrors((current) => {
      if (!(name in current.fields)) return current;
      const { [name]: _changed, ...fields } = current.fields;
      return { ...current, fields };
    });
    setState((current) => {
      const fields = { ...current.fields, [name]: value };
      // A GSTIN starts with its state's code, so typing one picks the state (and the location's).
      const code = name === 'gstin' ? String(value).slice(0, 2) : '';
      if (code.length === 2 && isKnownStateCode(code)) {
        fields.state = code;
        const entry = current.addresses.entry;
        if (entry.locstate === '') return { ...current, fields, addresses: { ...current.addresses, entry: { ...entry, locstate: code } } };
      }
      return { ...current, fields };
    });
  }

  function listActions<Key extends 'addresses' | 'contacts', Row extends AddressDraft | ContactDraft>(
    key: Key,
    blank: () => Row,
    check: (entry: Row) => FieldErrors | null,
    tidy: (rows: Row[]) => Row[] = (rows) => rows,
  ): RowListActions<Row> {
    const errorKey = key === 'addresses' ? 'addressEntry' : 'contactEntry';
    const update = (change: (list: RowList<Row>) => RowList<Row>) =>
      setState((current) => {
        const next = change(current[key] as RowList<Row>);
        return { ...current, [key]: { ...next, rows: tidy(next.rows) } };
      });
    const clearEntryErrors = () => setErrors((current) => ({ ...current, [errorKey]: {} }));
    return {
      setEntry: (patch) => update((list) => ({ ...list, entry: { ...list.entry, ...patch } })),
      commit: () => {
        const list = state[key] as RowList<Row>;
        const problems = check(list.entry);
        if (problems) {
          setErrors((current) => ({ ...current, [errorKey]: problems }));
          return;
        }
        clearEntryErrors();
        update((current) => commitEntry(current, blank()));
      },
      edit: (index) => {
        clearEntryErrors();
        update((list) => editRow(list, index));
      },
      cancel: () => {
        clearEntryErrors();
        update((list) => cancelEdit(list, blank()));
      },
      remove: (index) => update((list) => removeRow(list, index, blank())),
    };
  }

  const addresses = listActions<'addresses', AddressDraft>(
    'addresses',
    // Most of a client's locations are in its own state: the next one starts there.
    () => ({ ...BLANK_ADDRESS, locstate: state.fields.state }),
    (entry) => {
      const checked = validateForm(clientAddressInput, entry);
      return checked.ok ? null : checked.errors;
    },
    withOnePrimary,
  );
  const contacts = listActions<'contacts', ContactDraft>('contacts', () => BLANK_CONTACT, (entry) => {
    const checked = validateForm(clientContactInput, entry);
    return checked.ok ? null : checked.errors;
  });

  function setPrimary(index: number) {
    setState((current) => ({
      ...current,
      addresses: {
        ...current.addresses,
        rows: current.addresses.rows.map((row, at) => ({ ...row, isprimary: at === index ? 1 : 0 })),
      },
    }));
  }

  async function save() {
    if (savingNow.current) return;
    const { request, entryIndex } = clientBody(state, target);
    const listed = { address: state.addresses.rows.length, contacts: state.contacts.rows.length };
    const problems = checkRequest(request);
    if (problems) {
      setErrors(splitErrors(problems, listed, entryIndex));
      return;
    }
    setErrors(NO_ERRORS);
    savingNow.current = true;
    setSaving(true);
    try {
      if (request.kind === 'insert') await insertClient(request.body);
      else await editClient(request.body);
      // onSaved moves to the list: the message is raised there, where it stays to be read.
      await onSaved();
      alerts.show('success', request.kind === 'insert' ? MESSAGES.clientAdded : MESSAGES.clientUpdated);
    } catch (error) {
      if (error instanceof ApiError) {
        const fieldErrors = Object.fromEntries(error.fieldErrors.map(({ field, message }) => [field, message]));
        setErrors(splitErrors(fieldErrors, listed, entryIndex));
        // Saved documents still name the rows removed (documents/document-references.ts): nothing
        // was removed, so the form shows them again rather than a client that was not saved.
        if (error.code === 'address.onDocuments') setState((current) => ({ ...current, addresses: keptRows(current.addresses, initial.addresses.rows) }));
        if (error.code === 'contact.onDocuments') setState((current) => ({ ...current, contacts: keptRows(current.contacts, initial.contacts.rows) }));
      }
      alerts.show('error', error instanceof Error ? error.message : String(error));
    } finally {
      savingNow.current = false;
      setSaving(false);
    }
  }

  return { state, errors, saving, dirty, setField, addresses, contacts, setPrimary, save };
}

export type ClientForm = ReturnType<typeof useClientForm>;
