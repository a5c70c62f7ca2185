// State and actions of the document form: the fields, the lines, the checks before sending, the
// save (locked while it runs), deleting a stored line of a saved document, and whether anything
// is unsaved (for the leave-page guard).
import { DOCUMENT_APP_MESSAGES, DOCUMENT_MESSAGES, kindFacts, type KindInTable } from '@bahi/shared';
import { useMemo, useRef, useState } from 'react';
import { useAlerts } from '../../../app/alerts';
import { ApiError } from '../../../app/api-client';
import type { FieldErrors } from '../../../app/form-validation';
import { deleteStoredLine, saveDocument } from './document-api';
import { checkDocument, serverErrorsStanding, serverFieldErrors } from './form-checks';
import { dueDateOf, type DocumentFormState, type LineState } from './form-state';
import { wireBody, type SaveTarget } from './wire-body';

export interface DocumentFormOptions {
  kind: KindInTable;
  orgId: string;
  initial: DocumentFormState;
  target: SaveTarget;
  /** After a save: release the leave guard and go on. */
  onSaved(saved: SavedDocumentRef): Promise<void> | void;
}

/** What the screens need of a saved document: its id, and its date (the list opens on its year). */
export interface SavedDocumentRef {
  id: string;
  date: string;
}

/** 32 random hex digits (crypto.randomUUID needs a secure context; a LAN address over http is not one). */
function newSaveKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Puts the first field with a message in view (after React has drawn the messages). */
function scrollToFirstError() {
  requestAnimationFrame(() => {
    const first = document.querySelector<HTMLElement>('form[data-document-form] [aria-invalid="true"], form[data-document-form] [data-field-error]');
    first?.scrollIntoView({ block: 'center' });
    if (first instanceof HTMLInputElement || first instanceof HTMLSelectElement || first instanceof HTMLTextAreaElement) first.focus({ preventScroll: true });
  });
}

export function useDocumentForm({ kind, orgId, initial, target: initialTarget, onSaved }: DocumentFormOptions) {
  const facts = kindFacts(kind);
  const alerts = useAlerts();
  const [state, setState] = useState(initial);
  const [target, setTarget] = useState(initialTarget);
  // The messages of the last save (or of an action the form checks first), and the server's own
  // (a rule only it can check) from the last save, with the body they were about.
  const [errors, setErrors] = useState<FieldErrors>({});
  const [serverErrors, setServerErrors] = useState<{ errors: FieldErrors; sent: Record<string, unknown> }>({ errors: {}, sent: {} });
  const [saving, setSaving] = useState(false);
  // A ref as well as state: two clicks in one frame both see `saving` still false.
  const savingNow = useRef(false);
  // This form's key for the one document it makes: Save pressed again after the answer was lost
  // gets that document back instead of a copy under the next number (functions' save-keys.ts).
  const [saveKey] = useState(newSaveKey);

  // Unsaved means "saving now would send something different" (the version aside) from what is
  // saved: the form as opened, less any stored line deleted on the server since.
  const comparable = (form: DocumentFormState) => JSON.stringify(wireBody(kind, form, { kind: 'insert', orgId }));
  const [saved, setSaved] = useState(initial);
  const savedBody = useMemo(() => comparable(saved), [saved]);
  const dirty = comparable(state) !== savedBody;

  const update = (patch: Partial<DocumentFormState>) => setState((current) => ({ ...current, ...patch }));

  // What the form shows: of the last save's messages, those still true of the form as it is now (a
  // message goes as soon as its field is put right; new ones wait for the save), and the server's
  // while their field is as it was sent.
  const shownErrors = useMemo(() => {
    const body = wireBody(kind, state, target);
    const fromServer = serverErrorsStanding(serverErrors.errors, serverErrors.sent, body);
    if (Object.keys(errors).length === 0) return fromServer;
    const problems = checkDocument(kind, state, body, target);
    return { ...Object.fromEntries(Object.entries(errors).filter(([field]) => field in problems)), ...fromServer };
  }, [errors, serverErrors, kind, state, target]);

  function setDate(date: string) {
    setState((current) => ({ ...current, date, dueDate: dueDateOf(date, current.termDays) || current.dueDate }));
  }

  function setTerm(termDays: string) {
    setState((current) => ({ ...current, termDays, dueDate: dueDateOf(current.date, termDays) || current.dueDate }));
  }

  function putLine(line: LineState, index: number | null) {
    setState((current) => ({
      ...current,
      lines: index === null ? [...current.lines, line] : current.lines.map((each, at) => (at === index ? line : each)),
    }));
    // The line's old messages were about what it held before.
    const withoutLines = (current: FieldErrors) => Object.fromEntries(Object.entries(current).filter(([key]) => !key.startsWith('items')));
    setErrors(withoutLines);
    setServerErrors((current) => ({ ...current, errors: withoutLines(current.errors) }));
  }

  /** Whether removing the line deletes it from the saved document at once (the spec's deleteItem), not on Save. */
  const deletesStoredLine = (index: number) => Boolean(state.lines[index]?.lineId) && target.kind === 'update';

  /** Removes a line; a line stored on a saved document is deleted there first (never the only one). */
  async function removeLine(index: number) {
    const line = state.lines[index];
    if (!line) return;
    // deletesStoredLine's rule, spelled out so that TypeScript knows the line's id and the document's.
    if (line.lineId && target.kind === 'update') {
      if (state.lines.length === 1) {
        alerts.show('error', DOCUMENT_MESSAGES.singleItem);
        return;
      }
      try {
        const answer = await deleteStoredLine(kind, target.id, line.lineId, target.version);
        if (answer.version !== undefined) setTarget({ ...target, version: answer.version });
        setSaved((current) => ({ ...current, lines: current.lines.filter((each) => each.lineId !== line.lineId) }));
        alerts.show('success', answer.message);
      } catch (error) {
        alerts.show('error', error instanceof Error ? error.message : String(error));
        return;
      }
    }
    setState((current) => ({ ...current, lines: current.lines.filter((each) => each.key !== line.key) }));
  }

  /** Shows a message on a field at once (a rule the form checks before an action, not on save). */
  function showError(field: string, message: string) {
    setErrors((current) => ({ ...current, [field]: message }));
    scrollToFirstError();
  }

  async function save() {
    if (savingNow.current) return;
    const body = { ...wireBody(kind, state, target), ...(target.kind === 'insert' ? { save_key: saveKey } : {}) };
    const problems = checkDocument(kind, state, body, target);
    setServerErrors({ errors: {}, sent: {} });
    setErrors(problems);
    if (Object.keys(problems).length > 0) {
      scrollToFirstError();
      return;
    }
    savingNow.current = true;
    setSaving(true);
    try {
      const saved = await saveDocument(kind, body, target.kind === 'update');
      // onSaved moves to the list: the messages are raised there, where they stay to be read.
      await onSaved({ id: saved.id, date: state.date });
      alerts.show('success', target.kind === 'insert' ? facts.messages.added : facts.messages.updated);
      if (saved.smsError) alerts.show('warning', saved.smsError);
    } catch (error) {
      if (error instanceof ApiError && error.fieldErrors.length > 0) {
        setServerErrors({ errors: serverFieldErrors(error.fieldErrors), sent: body });
        scrollToFirstError();
      }
      // A new document's save carries its key, so a save whose answer was lost (the connection
      // dropped, or the gateway gave up waiting: 504) is safe to repeat: say so.
      const answerLost = error instanceof ApiError && (error.status === 0 || error.status === 504) && target.kind === 'insert';
      alerts.show('error', answerLost ? DOCUMENT_APP_MESSAGES.saveAnswerLost : error instanceof Error ? error.message : String(error));
    } finally {
      savingNow.current = false;
      setSaving(false);
    }
  }

  return { facts, state, errors: shownErrors, saving, dirty, target, update, setDate, setTerm, putLine, deletesStoredLine, removeLine, showError, save };
}

export type DocumentFormModel = ReturnType<typeof useDocumentForm>;
