// Document numbering (spec part 2 §3 Invoice sequence settings, §5): the six number prefixes,
// whether numbers carry the financial year, and the number the invoice series starts from. Each
// part saves on its own and shows the server's message.
import { Button, Card, Flex, Grid, Heading, SwitchField, Text, TextField } from '@aws-amplify/ui-react';
import {
  duplicatePrefix,
  financialYearOf,
  invoiceSequenceRequest,
  MAX_PREFIX_LENGTH,
  MAX_PREFIX_LENGTH_WITH_YEAR,
  MESSAGES,
  SEQUENCE_KINDS,
  sequenceFormatRequest,
  seriesOverlap,
  seriesOverlapMessage,
  type OrgDetails,
  type SequenceKind,
  type SequencePrefixes,
} from '@bahi/shared';
import { useState, type FormEvent } from 'react';
import { validateForm } from '../../../app/form-validation';
import { useFieldErrors } from '../hooks/use-field-errors';
import { useOrgWrite } from '../hooks/use-org-write';

const KIND_LABELS: Record<SequenceKind, string> = {
  b2b: 'B2B invoice',
  b2c: 'B2C invoice',
  billofsupply: 'Bill of supply',
  deliverychallan: 'Delivery challan',
  proforma: 'Proforma invoice',
  quotation: 'Quotation',
};

export function NumberingSection({ orgId, organisation }: { orgId: string; organisation: OrgDetails }) {
  return (
    <Flex direction="column" gap="1rem">
      {/* Each form starts afresh from what is stored once its own part is saved. */}
      <PrefixesForm
        key={JSON.stringify(organisation.invoiceStrings)}
        orgId={orgId}
        stored={organisation.invoiceStrings}
        withYear={organisation.invoice_year_sequence === 1}
      />
      <YearSequenceSwitch orgId={orgId} on={organisation.invoice_year_sequence === 1} />
      <StartNumberForm key={organisation.invoiceNumber} orgId={orgId} stored={organisation.invoiceNumber} />
    </Flex>
  );
}

/** `withYear`: the numbers carry the year, so a prefix has less of Rule 46(b)'s 16 characters. */
function PrefixesForm({ orgId, stored, withYear }: { orgId: string; stored: SequencePrefixes; withYear: boolean }) {
  const { write, busy } = useOrgWrite(orgId);
  const [prefixes, setPrefixes] = useState(stored);
  const { errors, setErrors, clear } = useFieldErrors();
  // Flagged as typed, on both prefixes of the pair, before any round trip; so is a prefix whose
  // numbers another series could print this year (the server checks the next year too).
  const typed = Object.fromEntries(SEQUENCE_KINDS.map((kind) => [kind, prefixes[kind].trim()])) as SequencePrefixes;
  const duplicate = duplicatePrefix(typed);
  const [lastTyped, setLastTyped] = useState<SequenceKind>();
  const overlap = duplicate ? null : seriesOverlap({ prefixes: typed, yearSequence: withYear }, financialYearOf(new Date()).startYear, lastTyped);
  const errorOf = (kind: SequenceKind) =>
    errors[kind] ?? (duplicate?.includes(kind) ? MESSAGES.sequenceDuplicate : overlap?.sequenceKind === kind ? seriesOverlapMessage(overlap) : undefined);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = validateForm(sequenceFormatRequest, { orgid: orgId, ...prefixes });
    if (!checked.ok) return setErrors(checked.errors);
    if (duplicate || overlap) return;
    setErrors({});
    const result = await write('saveSequenceFormat', checked.data);
    if (!result.ok) setErrors(result.fieldErrors);
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Number prefixes">
      <Card variation="outlined">
        <Flex direction="column" gap="0.75rem">
          <Heading level={5}>Number prefixes</Heading>
          <Grid templateColumns={{ base: '1fr', medium: '1fr 1fr 1fr' }} gap="0.75rem">
            {SEQUENCE_KINDS.map((kind) => (
              <TextField
                key={kind}
                label={KIND_LABELS[kind]}
                value={prefixes[kind]}
                maxLength={withYear ? MAX_PREFIX_LENGTH_WITH_YEAR : MAX_PREFIX_LENGTH}
                autoComplete="off"
                spellCheck={false}
                onChange={(event) => {
                  setPrefixes((current) => ({ ...current, [kind]: event.target.value.toUpperCase() }));
                  setLastTyped(kind);
                  clear(kind);
                }}
                hasError={Boolean(errorOf(kind))}
                errorMessage={errorOf(kind)}
              />
            ))}
          </Grid>
          <Flex>
            <Button type="submit" variation="primary" isLoading={busy} loadingText="Saving…">
              Save prefixes
            </Button>
          </Flex>
        </Flex>
      </Card>
    </form>
  );
}

function YearSequenceSwitch({ orgId, on }: { orgId: string; on: boolean }) {
  const { write, busy } = useOrgWrite(orgId);
  return (
    <Card variation="outlined">
      <Flex direction="column" gap="0.5rem">
        <Heading level={5}>Financial year in numbers</Heading>
        <SwitchField
          label="Put the financial year in document numbers"
          labelPosition="end"
          isChecked={on}
          isDisabled={busy}
          onChange={(event) => void write('saveYearSequence', { invoice_year_sequence: event.target.checked ? 1 : 0 })}
        />
        <Text color="font.secondary">On: prefix, year, number. Off: prefix and number.</Text>
      </Flex>
    </Card>
  );
}

function StartNumberForm({ orgId, stored }: { orgId: string; stored: number }) {
  const { write, busy } = useOrgWrite(orgId);
  const [value, setValue] = useState(String(stored));
  const [error, setError] = useState<string | undefined>();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = validateForm(invoiceSequenceRequest, { orgid: orgId, in_num: value.trim() });
    if (!checked.ok) return setError(checked.errors.in_num);
    setError(undefined);
    const result = await write('saveInvoiceSequenceStart', checked.data);
    if (!result.ok) setError(result.fieldErrors.in_num);
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Starting number">
      <Card variation="outlined">
        <Flex direction="column" gap="0.75rem">
          <Heading level={5}>Starting number</Heading>
          <Flex alignItems="flex-end" gap="0.75rem" wrap="wrap">
            <TextField
              label="Invoice numbers start from"
              descriptiveText="The first B2B and B2C invoice number of a financial year. A year whose invoices have begun carries on from its last number (CGST Rule 46(b): consecutive)."
              inputMode="numeric"
              value={value}
              onChange={(event) => {
                setValue(event.target.value);
                setError(undefined);
              }}
              hasError={Boolean(error)}
              errorMessage={error}
            />
            <Button type="submit" variation="primary" isLoading={busy} loadingText="Saving…">
              Save starting number
            </Button>
          </Flex>
        </Flex>
      </Card>
    </form>
  );
}
