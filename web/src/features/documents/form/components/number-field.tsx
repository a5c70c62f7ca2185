// The document's number: the next one from the form response, or a sequence number the user
// types, checked with the kind's sequence-check route when the field is left (spec part 1 §5:
// 'Invoice number already available', and the server's suggested number takes its place, which the
// field says: walk 29 L1 read the bare message under the new number as being about that number).
// Numbers run per financial year: a date in another year than the form's shows that year's next
// number (the kind's next-number call), so the number shown is the number saved. A number typed as
// printed ('INV2') is read as its sequence; anything else is answered with what the field takes.
// A new number dated before the year's last-numbered document says so: allowed, but out of order.
import { TextField } from '@aws-amplify/ui-react';
import { DOCUMENT_APP_MESSAGES, fillMessage, financialYearOf, formatDisplayDate, prefixOfNumber, type KindInTable } from '@bahi/shared';
import { useRef, useState } from 'react';
import useSWR from 'swr';
import { checkNumber, fetchNextNumber } from '../document-api';
import { typedSequence } from '../typed-number';

interface NumberFieldProps {
  kind: KindInTable;
  orgId: string;
  label: string;
  /** The organisation's prefix for this kind and year ('INV'), and the next number in full. */
  prefix: string;
  next: string;
  /** The financial year (start year) `next` belongs to: the form's date's. */
  nextYear: number;
  /** The last-numbered document of that year, if any. */
  lastIssued: { number: string; date: string } | null;
  date: string;
  value: string;
  error?: string;
  onChange(value: string): void;
}

function startYearOf(date: string): number | null {
  try {
    return financialYearOf(date).startYear;
  } catch {
    return null;
  }
}

export function NumberField({ kind, orgId, label, prefix, next, nextYear, lastIssued, date, value, error, onChange }: NumberFieldProps) {
  const [notice, setNotice] = useState<string | null>(null);
  // Said (not as an error) once the server's next free number replaced a taken one typed in, or
  // once a number typed past the next starts the year's series (walk 33F L2: INV500 left INV1 to
  // INV499 unissued without a word; once a series has begun the server refuses such a jump).
  const [replaced, setReplaced] = useState<string | null>(null);
  // The typed number as the server formatted it once checked; null: none typed, the next is shown.
  const [typedNumber, setTypedNumber] = useState<string | null>(null);
  const year = startYearOf(date);
  const otherYear = year !== null && year !== nextYear ? year : null;
  const nextOfOtherYear = useSWR(otherYear === null ? null : ['next-number', kind, orgId, otherYear], () => fetchNextNumber(kind, orgId, prefix, otherYear as number));
  const nextOfOther = nextOfOtherYear.data;
  const nextShown = otherYear === null ? next : (nextOfOther?.invoiceNumber ?? `the next of FY ${otherYear}-${otherYear + 1}`);
  // The prefix of the date's year: another year's from its next number (the form's until that is in).
  const yearPrefix = otherYear !== null && nextOfOther ? prefixOfNumber(nextOfOther.invoiceNumber, nextOfOther.sequenceNumber) : prefix;
  // The number (and date: numbers run per financial year) last checked, or the server's suggestion
  // once it replaced a taken one. Leaving the field again without a change checks nothing: clearing
  // the notice and asking again would move the form up a line under the pointer of whatever the
  // user went on to click.
  const checked = useRef<string | null>(null);
  const checkedAs = (sequence: string) => `${sequence} ${date}`;

  async function check() {
    const typed = value.trim();
    if (checkedAs(typed) === checked.current) return;
    checked.current = checkedAs(typed);
    setNotice(null);
    setReplaced(null);
    const sequence = typed === '' ? null : typedSequence(typed, yearPrefix);
    if (sequence === null) {
      setTypedNumber(null);
      // Blank is the next number; anything else is not a number of this series (walk 27 L3).
      if (typed !== '') setNotice(fillMessage(DOCUMENT_APP_MESSAGES.numberDigitsOnly, { number: `${yearPrefix}2` }));
      return;
    }
    if (sequence !== typed) {
      checked.current = checkedAs(sequence);
      onChange(sequence);
    }
    try {
      const answer = await checkNumber(kind, orgId, prefix, sequence, date);
      if (!answer) return;
      setTypedNumber(answer.invoiceNumber);
      const nextSequence = Number(typedSequence(next, yearPrefix) ?? Infinity);
      if (!answer.msg && otherYear === null && lastIssued === null && answer.sequenceNumber > nextSequence) {
        const skipped = answer.sequenceNumber - 1 === nextSequence ? next : `${next} to ${yearPrefix}${answer.sequenceNumber - 1}`;
        setReplaced(fillMessage(DOCUMENT_APP_MESSAGES.numberStartsSeries, { number: answer.invoiceNumber, skipped }));
      }
      if (answer.msg) {
        setReplaced(fillMessage(DOCUMENT_APP_MESSAGES.numberReplaced, { message: answer.msg, taken: `${yearPrefix}${sequence}` }));
        checked.current = checkedAs(String(answer.sequenceNumber));
        onChange(String(answer.sequenceNumber));
      }
    } catch (failure) {
      checked.current = null;
      setNotice(failure instanceof Error ? failure.message : String(failure));
    }
  }

  const shown = error ?? notice ?? undefined;
  // The next number dated before the last one's date: allowed, but an auditor reads numbers in date
  // order, so the field says so (walk 31 F9). Only for the form's year, whose last number is known.
  const datedBeforeLast =
    value.trim() === '' && otherYear === null && lastIssued !== null && date !== '' && date < lastIssued.date
      ? fillMessage(DOCUMENT_APP_MESSAGES.numberBeforeLastDate, { last: lastIssued.number, date: formatDisplayDate(lastIssued.date) })
      : null;
  // No number is shown while the box holds none of this series: it would not be the one saved.
  const numberShown = value.trim() === '' ? nextShown : typedSequence(value, yearPrefix) === null ? null : (typedNumber ?? nextShown);
  return (
    <TextField
      label={label}
      inputMode="numeric"
      autoComplete="off"
      placeholder="Next number"
      descriptiveText={numberShown === null ? undefined : [replaced, `Number: ${numberShown}`, datedBeforeLast].filter(Boolean).join(' ')}
      value={value}
      onChange={(event) => {
        setReplaced(null);
        onChange(event.target.value);
      }}
      onBlur={() => void check()}
      hasError={Boolean(shown)}
      errorMessage={shown}
    />
  );
}
