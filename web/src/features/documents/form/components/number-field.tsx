// The document's number: the next one from the form response, or a sequence number the user
// types, checked with the kind's sequence-check route when the field is left (spec part 1 §5:
// 'Invoice number already available', and the server's suggested number takes its place).
import { TextField } from '@aws-amplify/ui-react';
import { useRef, useState } from 'react';
import { checkNumber } from '../document-api';
import type { KindInTable } from '@bahi/shared';

interface NumberFieldProps {
  kind: KindInTable;
  orgId: string;
  label: string;
  /** The organisation's prefix for this kind and year ('INV'), and the next number in full. */
  prefix: string;
  next: string;
  date: string;
  value: string;
  error?: string;
  onChange(value: string): void;
}

export function NumberField({ kind, orgId, label, prefix, next, date, value, error, onChange }: NumberFieldProps) {
  const [notice, setNotice] = useState<string | null>(null);
  const [number, setNumber] = useState(next);
  // The number (and date: numbers run per financial year) last checked, or the server's suggestion
  // once it replaced a taken one. Leaving the field again without a change checks nothing: clearing
  // the notice and asking again would move the form up a line under the pointer of whatever the
  // user went on to click.
  const checked = useRef<string | null>(null);
  const checkedAs = (sequence: string) => `${sequence} ${date}`;

  async function check() {
    if (checkedAs(value.trim()) === checked.current) return;
    checked.current = checkedAs(value.trim());
    setNotice(null);
    if (!/^\d{1,9}$/.test(value.trim())) {
      setNumber(next);
      return;
    }
    try {
      const answer = await checkNumber(kind, orgId, prefix, value.trim(), date);
      if (!answer) return;
      setNumber(answer.invoiceNumber);
      if (answer.msg) {
        setNotice(answer.msg);
        checked.current = checkedAs(String(answer.sequenceNumber));
        onChange(String(answer.sequenceNumber));
      }
    } catch (failure) {
      checked.current = null;
      setNotice(failure instanceof Error ? failure.message : String(failure));
    }
  }

  const shown = error ?? notice ?? undefined;
  return (
    <TextField
      label={label}
      inputMode="numeric"
      autoComplete="off"
      placeholder="Next number"
      descriptiveText={`Number: ${number}`}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      onBlur={() => void check()}
      hasError={Boolean(shown)}
      errorMessage={shown}
    />
  );
}
