// A credit or debit note's reference (spec part 2 §3, kinds whose row has `note`): the type of the
// original (the row's refersTo: B2B or B2C invoice, bill of supply), then the original itself,
// picked by number among the chosen client's documents (or all of the type while no client is
// chosen), its date shown, and the reason. Picking the original brings its client and its lines,
// so the person lowers or raises the quantities this note is about. An edit keeps its original.
// Its goods move as its kind says unless it changes a price alone (walk 27 H3: a rate revision
// took 70 rolls out of stock again).
import { CheckboxField, Flex, SelectField, Text, TextField } from '@aws-amplify/ui-react';
import { formatDisplayDate, kindFacts, rupeesToPaise, formatInr, type DocumentView, type KindInTable } from '@bahi/shared';
import { useState } from 'react';
import useSWR from 'swr';
import { READ_ON_OPEN } from '../read-on-open';
import type { FieldErrors } from '../../../../app/form-validation';
import { fetchDocument, fetchReferenceDocuments } from '../document-api';
import { withoutOriginal, type NoteState } from '../form-state';

interface NoteReferenceFieldsProps {
  kind: KindInTable;
  orgId: string;
  clientId: string;
  note: NoteState;
  errors: FieldErrors;
  /** The original is fixed once the note is saved. */
  fixed: boolean;
  onChange(note: NoteState): void;
  /** The original picked, fetched: the form takes its client and lines. */
  onPick(original: DocumentView): void;
}

/** How a document that can be referred to is offered: number, party, date and total as lists show them. */
export function originalLabel(original: { invoice_no: string; companyname: string; invoicedate: string; final_total: string }): string {
  return `${original.invoice_no} · ${original.companyname} · ${formatDisplayDate(original.invoicedate)} · ${formatInr(rupeesToPaise(original.final_total))}`;
}

export function NoteReferenceFields({ kind, orgId, clientId, note, errors, fixed, onChange, onPick }: NoteReferenceFieldsProps) {
  const refersTo = (kindFacts(kind).refersTo ?? []) as readonly KindInTable[];
  const type = note.referenceType as KindInTable;
  const [loadError, setLoadError] = useState('');
  const originals = useSWR(!fixed && type ? ['note-originals', type, orgId, clientId] : null, () => fetchReferenceDocuments(type, orgId, clientId), READ_ON_OPEN);

  async function pick(id: string) {
    setLoadError('');
    if (id === '') {
      onChange(withoutOriginal(note));
      return;
    }
    try {
      const original = await fetchDocument(type, orgId, id);
      onChange({ ...note, referenceId: id, referenceNo: original.invoice_no, referenceDate: original.invoicedate });
      onPick(original);
    } catch (error) {
      setLoadError(error instanceof Error ? error.message : String(error));
    }
  }

  const referenceError = errors.referenceid ?? (loadError || originals.error?.message);
  return (
    <>
      <SelectField
        label="Reference type"
        placeholder="Choose a type"
        value={note.referenceType}
        isDisabled={fixed}
        onChange={(event) => onChange({ ...withoutOriginal(note), referenceType: event.target.value })}
      >
        {refersTo.map((each) => (
          <option key={each} value={each}>
            {kindFacts(each).label}
          </option>
        ))}
      </SelectField>
      {fixed ? (
        <TextField label="Original document" value={note.referenceNo} isReadOnly />
      ) : (
        <SelectField
          label="Original document"
          name="referenceid"
          placeholder={type ? 'Choose by number' : 'Choose a type first'}
          value={note.referenceId}
          onChange={(event) => void pick(event.target.value)}
          hasError={Boolean(referenceError)}
          errorMessage={referenceError}
        >
          {(originals.data ?? []).map((original) => (
            <option key={original.id} value={original.id}>
              {originalLabel(original)}
            </option>
          ))}
        </SelectField>
      )}
      <TextField label="Reference date" value={note.referenceDate === '' ? '' : formatDisplayDate(note.referenceDate)} isReadOnly />
      <TextField
        label="Reason"
        name="reason"
        autoComplete="off"
        value={note.reason}
        onChange={(event) => onChange({ ...note, reason: event.target.value })}
        hasError={Boolean(errors.reason)}
        errorMessage={errors.reason}
      />
      {kindFacts(kind).stock !== 'none' && (
        // A row of its own across the form's header, so that the box and its help stay together.
        <Flex direction="column" gap="0.2rem" columnSpan={{ base: 1, medium: 4 }}>
          <CheckboxField
            label={kindFacts(kind).stock === 'in' ? 'Goods come back into stock with this note' : 'Goods go out of stock with this note'}
            name="moves_stock"
            checked={note.movesStock}
            onChange={(event) => onChange({ ...note, movesStock: event.target.checked })}
          />
          <Text fontSize="small" color="font.secondary">
            Untick for a change of price alone (a discount, a rate revision): its quantities then move no stock and count in no quantity reported.
          </Text>
        </Flex>
      )}
    </>
  );
}
