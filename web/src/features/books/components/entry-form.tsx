// The form of an entry typed into the books: a description, a date and lines of an account with a
// debit or a credit (and, for a journal, the line's own description). The journal and the
// starting balances share it; each names its schema (the server's, so the messages are the same
// here and there) and its wire field names.
import { Button, Flex, SelectField, Text, TextField } from '@aws-amplify/ui-react';
import { formatInr, partiesOfAccount, rupeesToPaise, type ChartAccountRow } from '@bahi/shared';
import { useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { ApiError } from '../../../app/api-client';
import { FormActions } from '../../../app/form-actions';
import { partyChoicesOf, type BookParties } from '../api/book-parties';

export interface EntryLine {
  id: string;
  account: string;
  /** The customer, supplier or bank account of a line of an account that keeps them ('' for none). */
  party: string;
  narration: string;
  debit: string;
  credit: string;
}

export interface EntryValues {
  description: string;
  date: string;
  lines: EntryLine[];
}

export const blankLine = (): EntryLine => ({ id: '', account: '', party: '', narration: '', debit: '', credit: '' });

export interface EntryFormProps {
  label: string;
  initial: EntryValues;
  accounts: readonly ChartAccountRow[];
  /** Whom a line of Sundry debtors, Sundry creditors, an advances account or Bank accounts can name. */
  parties: BookParties;
  /** Whether lines carry their own description (the journal's do). */
  narrations: boolean;
  /** Said under the date: which day it is (the starting balances'). */
  dateHint?: string;
  /** Said under the running totals of what debits less credits come to (the starting balances' equity), if anything. */
  differenceNote?: (difference: number) => string | null;
  /** The wire body of the values (the spec's field names). */
  toWire(values: EntryValues): Record<string, unknown>;
  schema: z.ZodType;
  onSubmit(wire: Record<string, unknown>): Promise<void>;
  onCancel(): void;
}

/** A typed amount in paise for the running totals, 0 while it is not one. */
function paiseOf(text: string): number {
  try {
    return text.trim() === '' ? 0 : rupeesToPaise(text.replace(/,/g, ''));
  } catch {
    return 0;
  }
}

export function EntryForm({ label, initial, accounts, parties, narrations, dateHint, differenceNote, toWire, schema, onSubmit, onCancel }: EntryFormProps) {
  const [values, setValues] = useState<EntryValues>(initial);
  const [failure, setFailure] = useState<string | null>(null);
  // A refusal of the date the server names on the date field (walk 41 L1: it showed only as a banner), until the date changes.
  const [dateError, setDateError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const setLine = (index: number, change: Partial<EntryLine>) =>
    setValues({ ...values, lines: values.lines.map((line, i) => (i === index ? { ...line, ...change } : line)) });
  const debits = values.lines.reduce((sum, line) => sum + paiseOf(line.debit), 0);
  const credits = values.lines.reduce((sum, line) => sum + paiseOf(line.credit), 0);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const wire = toWire(values);
    const checked = schema.safeParse(wire);
    if (!checked.success) {
      setFailure([...new Set(checked.error.issues.map((issue) => issue.message))].join(' '));
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      await onSubmit(wire);
    } catch (error) {
      const onDate = error instanceof ApiError ? error.fieldErrors.find((each) => each.field === 'transactiondate') : undefined;
      setDateError(onDate?.message ?? null);
      setFailure(onDate ? null : error instanceof ApiError || error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={label}>
      <Flex direction="column" gap="0.9rem">
        <Flex gap="1rem" wrap="wrap">
          <TextField label="Description" value={values.description} onChange={(event) => setValues({ ...values, description: event.target.value })} />
          <TextField
            label="Date"
            type="date"
            descriptiveText={dateHint}
            value={values.date}
            hasError={dateError !== null}
            errorMessage={dateError ?? undefined}
            onChange={(event) => {
              setDateError(null);
              setValues({ ...values, date: event.target.value });
            }}
          />
        </Flex>
        {values.lines.map((line, i) => (
          <Flex key={i} gap="0.5rem" alignItems="flex-end" wrap="wrap" aria-label={`Line ${i + 1}`} role="group">
            <SelectField label={`Account ${i + 1}`} placeholder="Choose the account" value={line.account} onChange={(event) => setLine(i, { account: event.target.value, party: '' })}>
              {accounts.map((account) => (
                <option key={account.id} value={account.id}>
                  {account.name}
                </option>
              ))}
            </SelectField>
            <PartyPicker line={i + 1} account={line.account} parties={parties} value={line.party} onChange={(party) => setLine(i, { party })} />
            {narrations && <TextField label={`Line description ${i + 1}`} value={line.narration} onChange={(event) => setLine(i, { narration: event.target.value })} />}
            <TextField label={`Debit ${i + 1}`} inputMode="decimal" value={line.debit} onChange={(event) => setLine(i, { debit: event.target.value })} />
            <TextField label={`Credit ${i + 1}`} inputMode="decimal" value={line.credit} onChange={(event) => setLine(i, { credit: event.target.value })} />
            <Button size="small" onClick={() => setValues({ ...values, lines: values.lines.filter((_, j) => j !== i) })} aria-label={`Remove line ${i + 1}`}>
              Remove
            </Button>
          </Flex>
        ))}
        <Flex gap="1rem" alignItems="center">
          <Button size="small" onClick={() => setValues({ ...values, lines: [...values.lines, blankLine()] })}>
            Add line
          </Button>
          <Text>
            Debits {formatInr(debits)} · Credits {formatInr(credits)}
          </Text>
        </Flex>
        {differenceNote?.(debits - credits) && <Text>{differenceNote(debits - credits)}</Text>}
        <FormActions failure={failure} busy={busy} onCancel={onCancel} />
      </Flex>
    </form>
  );
}

/**
 * The party of a line whose account keeps parties: a customer or supplier (whose ledger it goes
 * to: walk 40 M2, opening debtors that belonged to no one), or a bank account; none on other lines.
 */
function PartyPicker({ line, account, parties, value, onChange }: { line: number; account: string; parties: BookParties; value: string; onChange(party: string): void }) {
  const choices = partyChoicesOf(parties, account);
  if (choices === null) return null;
  const banks = partiesOfAccount(account) === 'banks';
  return (
    <SelectField label={`${banks ? 'Bank account' : 'Customer or supplier'} ${line}`} placeholder={banks ? 'No bank account named' : 'No party named'} value={value} onChange={(event) => onChange(event.target.value)}>
      {choices.map((choice) => (
        <option key={choice.id} value={choice.id}>
          {choice.name}
        </option>
      ))}
    </SelectField>
  );
}
