// The pure rules of organisation settings: addresses keep exactly one primary, custom field
// definitions merge by id with unique names, sequence prefixes merge and must keep every series'
// numbers apart. Each
// takes the stored state and the request and returns the new state, or throws the AppError the
// user reads; nothing here touches the table.
import {
  APP_MESSAGES,
  DEFAULT_SEQUENCE_PREFIXES,
  duplicatePrefix,
  MAX_CUSTOM_FIELD_DEFINITIONS,
  MAX_ORG_ADDRESSES,
  MAX_ORG_BANK_ACCOUNTS,
  MAX_PREFIX_LENGTH_WITH_YEAR,
  MESSAGES,
  SEQUENCE_KINDS,
  seriesOverlap,
  seriesOverlapMessage,
  type CustomFieldInput,
  type NumberingSettings,
  type SequenceKind,
  type SequencePrefixes,
} from '@bahi/shared';
import { invalid, notFound } from '../../errors/app-error.js';
import { mergeRows } from '../row-merge.js';
import type {
  CustomFieldDefinitionRecord,
  OrganisationAddress,
  OrganisationBankAccount,
  OrganisationSettings,
} from '../../store/organisations.js';

export type AddressInput = Omit<OrganisationAddress, 'id' | 'isprimary'> & { isprimary?: 0 | 1 };

const missing = () => notFound('settings.notFound', APP_MESSAGES.notFound);

/** Makes `primaryId` the only primary address; without one, keeps the current primary or makes the first one it. */
export function withOnePrimary(addresses: OrganisationAddress[], primaryId?: string): OrganisationAddress[] {
  if (addresses.length === 0) return [];
  const chosen =
    (primaryId && addresses.find((a) => a.id === primaryId)?.id) ??
    addresses.find((a) => a.isprimary === 1)?.id ??
    (addresses[0] as OrganisationAddress).id;
  return addresses.map((a) => ({ ...a, isprimary: a.id === chosen ? 1 : 0 }));
}

/** Adds an address; the first one, or one marked primary, becomes the primary. */
export function addAddress(addresses: OrganisationAddress[], id: string, input: AddressInput): OrganisationAddress[] {
  if (addresses.length >= MAX_ORG_ADDRESSES) throw invalid('settings.tooManyAddresses', APP_MESSAGES.tooManyAddresses);
  const added: OrganisationAddress = { ...input, id, isprimary: input.isprimary ?? 0 };
  return withOnePrimary([...addresses, added], input.isprimary === 1 ? id : undefined);
}

/**
 * Changes an address. Marking it primary makes it the only primary; un-marking the primary keeps
 * it primary (another address becomes primary by being marked, so there is never none).
 */
export function updateAddress(addresses: OrganisationAddress[], id: string, input: AddressInput): OrganisationAddress[] {
  const current = addresses.find((a) => a.id === id);
  if (!current) throw missing();
  const changed = addresses.map((a) => (a.id === id ? { ...input, id, isprimary: a.isprimary } : a));
  return withOnePrimary(changed, input.isprimary === 1 ? id : undefined);
}

/** Removes an address; when it was the primary, the first remaining one becomes primary. */
export function deleteAddress(addresses: OrganisationAddress[], id: string): OrganisationAddress[] {
  if (!addresses.some((a) => a.id === id)) throw missing();
  return withOnePrimary(addresses.filter((a) => a.id !== id));
}

export function addBankAccount(accounts: OrganisationBankAccount[], account: OrganisationBankAccount): OrganisationBankAccount[] {
  if (accounts.length >= MAX_ORG_BANK_ACCOUNTS) throw invalid('settings.tooManyBankAccounts', APP_MESSAGES.tooManyBankAccounts);
  return [...accounts, account];
}

export function updateBankAccount(accounts: OrganisationBankAccount[], account: OrganisationBankAccount): OrganisationBankAccount[] {
  if (!accounts.some((a) => a.id === account.id)) throw missing();
  return accounts.map((a) => (a.id === account.id ? account : a));
}

/**
 * Merges custom field definitions: rows with an id change that definition, rows without add one
 * (with an id from `newId`), `deleteIds` remove. Names stay unique, compared without case.
 */
export function mergeCustomFields(
  stored: CustomFieldDefinitionRecord[],
  rows: CustomFieldInput[],
  deleteIds: string[],
  newId: () => string,
): CustomFieldDefinitionRecord[] {
  const definition = (row: CustomFieldInput, id: string): CustomFieldDefinitionRecord => ({
    id,
    name: row.name,
    field_type: row.field_type,
    field_value: row.field_value,
  });
  const { merged } = mergeRows({ stored, rows, deleteIds, newId, build: definition, unknownRow: missing });
  if (merged.length > MAX_CUSTOM_FIELD_DEFINITIONS) throw invalid('settings.tooManyCustomFields', APP_MESSAGES.tooManyCustomFields);
  const names = merged.map((field) => field.name.toLowerCase());
  if (new Set(names).size !== names.length) throw invalid('settings.customFieldNameTaken', APP_MESSAGES.customFieldNameTaken);
  return merged;
}

/** The six prefixes in force: stored ones over the defaults. */
export function prefixesOf(settings: OrganisationSettings | undefined): SequencePrefixes {
  return { ...DEFAULT_SEQUENCE_PREFIXES, ...settings?.sequencePrefixes };
}

/**
 * Applies new prefixes (already upper-cased) over the stored ones; two kinds sharing one: 'Sequence
 * is changing'; a series whose numbers another could print in one of `years` (financial years'
 * start years): refused, naming both (series-overlap.ts).
 */
export function mergePrefixes(
  settings: OrganisationSettings | undefined,
  changes: Partial<Record<SequenceKind, string | undefined>>,
  years: readonly number[],
): SequencePrefixes {
  const merged = prefixesOf(settings);
  for (const kind of SEQUENCE_KINDS) {
    const prefix = changes[kind];
    if (prefix !== undefined) merged[kind] = prefix;
  }
  const duplicate = duplicatePrefix(merged);
  if (duplicate) {
    throw invalid('settings.sequenceDuplicate', MESSAGES.sequenceDuplicate, [
      { field: duplicate[1], message: MESSAGES.sequenceDuplicate },
    ]);
  }
  checkPrefixesFitYear(merged, settings?.invoice_year_sequence === 1);
  // The prefix changed is the one an overlap names (the form sends all six).
  const stored = prefixesOf(settings);
  const changed = SEQUENCE_KINDS.find((kind) => changes[kind] !== undefined && changes[kind] !== stored[kind]);
  checkSeriesApart({ prefixes: merged, yearSequence: settings?.invoice_year_sequence === 1 }, years, changed);
  return merged;
}

/** Refuses settings under which two series could print one number in one of `years`. */
export function checkSeriesApart(numbering: NumberingSettings, years: readonly number[], first?: SequenceKind): void {
  for (const year of years) {
    const overlap = seriesOverlap(numbering, year, first);
    if (!overlap) continue;
    const message = seriesOverlapMessage(overlap);
    throw invalid('settings.prefixOverlaps', message, [{ field: overlap.sequenceKind, message }]);
  }
}

/**
 * With the year in the numbers, every prefix must leave Rule 46(b)'s 16 characters room for a
 * six-digit number: a longer one would end its series at the hundredth document of a year.
 */
export function checkPrefixesFitYear(prefixes: SequencePrefixes, yearSequence: boolean): void {
  const tooLong = yearSequence ? SEQUENCE_KINDS.find((kind) => prefixes[kind].length > MAX_PREFIX_LENGTH_WITH_YEAR) : undefined;
  if (tooLong) {
    throw invalid('settings.prefixTooLongWithYear', APP_MESSAGES.prefixTooLongWithYear, [{ field: tooLong, message: APP_MESSAGES.prefixTooLongWithYear }]);
  }
}
