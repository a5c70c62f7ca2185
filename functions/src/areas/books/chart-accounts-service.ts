// The chart of accounts of an organisation (spec part 2 §2, §3 "Chart account", §7, §8; issue 12
// item 1): the system accounts every organisation has, then its own, which it adds, changes and
// deletes. A system account is never changed or deleted (documents post to it), nor an account
// with postings. Names are unique in the organisation (system accounts' names included), by a
// name claim written before the account (store/unique-claims.ts).
import {
  formatWireTimestamp,
  SYSTEM_ACCOUNTS,
  systemAccountCodeOf,
  systemAccountId,
  type ChartAccountInput,
  type ChartAccountRow,
  type SystemAccount,
  type SystemAccountCode,
} from '@bahi/shared';
import type { Ports } from '../../ports/index.js';
import {
  accountNameClaim,
  accountNameKey,
  deleteChartAccount,
  getChartAccount,
  listChartAccounts,
  putChartAccount,
  StaleChartAccountVersion,
  type StoredChartAccount,
} from '../../store/chart-accounts.js';
import { newRecordId } from '../../store/ids.js';
import { claimUnique, releaseUnique } from '../../store/unique-claims.js';
import { accountHasPostings } from './account-postings.js';
import {
  accountHasPostings as accountHasPostingsError,
  accountNameTaken,
  accountNotFound,
  accountVersionConflict,
  systemAccountNotDeletable,
  systemAccountNotEditable,
} from './chart-account-errors.js';

const SYSTEM_CODES = Object.keys(SYSTEM_ACCOUNTS) as SystemAccountCode[];
const SYSTEM_NAME_KEYS = new Set(SYSTEM_CODES.map((code) => accountNameKey(SYSTEM_ACCOUNTS[code].name)));

function systemRow(code: SystemAccountCode, orgId: string): ChartAccountRow {
  const account: SystemAccount = SYSTEM_ACCOUNTS[code];
  return {
    id: systemAccountId(code),
    name: account.name,
    type: account.type,
    description: '',
    orgid: orgId,
    userid: null,
    issystem: 1,
    sub_head: account.subHead ?? null,
    asset_type: account.assetType ?? null,
    createddate: null,
    modifieddate: null,
    version: null,
  };
}

function ownRow(account: StoredChartAccount): ChartAccountRow {
  return {
    id: account.id,
    name: account.name,
    type: account.type,
    description: account.description,
    orgid: account.orgId,
    userid: account.userId,
    issystem: 0,
    sub_head: null,
    asset_type: account.assetType,
    createddate: account.createdDate,
    modifieddate: account.modifiedDate,
    version: account.version,
  };
}

/** The system accounts in their order, then the organisation's own by name. */
export async function chartOfAccounts(ports: Ports, orgId: string): Promise<ChartAccountRow[]> {
  const own = (await listChartAccounts(ports.table, orgId)).sort((a, b) => a.name.localeCompare(b.name, 'en-IN'));
  return [...SYSTEM_CODES.map((code) => systemRow(code, orgId)), ...own.map(ownRow)];
}

/** Claims the name for the account; a system account's name, or another account's, is taken. */
async function claimName(ports: Ports, orgId: string, name: string, accountId: string): Promise<void> {
  if (SYSTEM_NAME_KEYS.has(accountNameKey(name))) throw accountNameTaken();
  if (!(await claimUnique(ports.table, accountNameClaim(orgId, name), accountId, ports.now()))) throw accountNameTaken();
}

export async function addAccount(ports: Ports, orgId: string, userId: string, input: ChartAccountInput): Promise<ChartAccountRow> {
  const now = formatWireTimestamp(ports.now());
  const account: StoredChartAccount = { ...input, id: newRecordId(orgId), orgId, userId, createdDate: now, modifiedDate: now, version: 1 };
  await claimName(ports, orgId, account.name, account.id);
  try {
    await putChartAccount(ports.table, account);
  } catch (error) {
    await releaseUnique(ports.table, accountNameClaim(orgId, account.name), account.id);
    // The new account's key was fenced: a concurrent add took the name claim over and holds it.
    if (error instanceof StaleChartAccountVersion) throw accountNameTaken();
    throw error;
  }
  return ownRow(account);
}

/** The organisation's own account the id names, at the version the caller saw; refusals for the rest. */
async function loadOwnAccount(ports: Ports, orgId: string, accountId: string, expectedVersion: number | undefined, onSystem: () => Error) {
  if (systemAccountCodeOf(accountId) !== null) throw onSystem();
  const stored = await getChartAccount(ports.table, orgId, accountId);
  if (!stored) throw accountNotFound();
  if (expectedVersion !== undefined && expectedVersion !== stored.version) throw accountVersionConflict();
  return stored;
}

async function staleIsConflict(write: Promise<void>): Promise<void> {
  try {
    await write;
  } catch (error) {
    if (error instanceof StaleChartAccountVersion) throw accountVersionConflict();
    throw error;
  }
}

export async function updateAccount(
  ports: Ports,
  orgId: string,
  accountId: string,
  expectedVersion: number | undefined,
  input: ChartAccountInput,
): Promise<ChartAccountRow> {
  const stored = await loadOwnAccount(ports, orgId, accountId, expectedVersion, systemAccountNotEditable);
  const updated: StoredChartAccount = { ...stored, ...input, modifiedDate: formatWireTimestamp(ports.now()), version: stored.version + 1 };
  const renamed = accountNameKey(updated.name) !== accountNameKey(stored.name);
  if (renamed) await claimName(ports, orgId, updated.name, stored.id);
  try {
    await staleIsConflict(putChartAccount(ports.table, updated, stored.version));
  } catch (error) {
    if (renamed) await releaseUnique(ports.table, accountNameClaim(orgId, updated.name), stored.id);
    throw error;
  }
  if (renamed) await releaseUnique(ports.table, accountNameClaim(orgId, stored.name), stored.id);
  return ownRow(updated);
}

export async function removeAccount(ports: Ports, orgId: string, accountId: string, expectedVersion: number | undefined): Promise<void> {
  const stored = await loadOwnAccount(ports, orgId, accountId, expectedVersion, systemAccountNotDeletable);
  if (await accountHasPostings(ports, orgId, accountId)) throw accountHasPostingsError();
  await staleIsConflict(deleteChartAccount(ports.table, orgId, accountId, stored.version));
  await releaseUnique(ports.table, accountNameClaim(orgId, stored.name), stored.id);
}
