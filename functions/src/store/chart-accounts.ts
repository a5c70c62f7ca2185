// An organisation's own accounts of the chart of accounts (the system accounts are constants in
// shared/src/books and never stored). One item per account; every change is one conditional
// write guarded by `version`. A name claim per organisation (store/unique-claims.ts) keeps names
// unique, case and spacing ignored; a claim fence may stand at an account key (an insert that lost
// its claim), and readers skip it.
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { shortNameKey, type ChartAccountInput } from '@bahi/shared';
import type { Table } from '../ports/table.js';
import { keys } from './keys.js';
import { queryPartition } from './query-all.js';
import { isClaimFence, type UniqueClaim } from './unique-claims.js';

export interface StoredChartAccount extends ChartAccountInput {
  id: string;
  orgId: string;
  userId: string;
  createdDate: string;
  modifiedDate: string;
  version: number;
}

/** The stored version is not the one expected (or, for a new account, its key is taken: fenced). */
export class StaleChartAccountVersion extends Error {}

/** Names compare as the item short names do: trimmed, spaces collapsed, case ignored. */
export const accountNameKey = shortNameKey;

export async function getChartAccount(table: Table, orgId: string, accountId: string): Promise<StoredChartAccount | null> {
  const found = await table.client.send(new GetCommand({ TableName: table.name, Key: keys.chartAccount(orgId, accountId), ConsistentRead: true }));
  return found.Item && !isClaimFence(found.Item) ? toStored(found.Item) : null;
}

export async function listChartAccounts(table: Table, orgId: string): Promise<StoredChartAccount[]> {
  const records = await queryPartition<Record<string, unknown>>(table, keys.chartAccountsOfOrg(orgId));
  return records.filter((record) => !isClaimFence(record)).map(toStored);
}

/**
 * Writes the account. `expectedVersion` undefined means "must be new"; otherwise the stored
 * version must equal it. Either failing is StaleChartAccountVersion. Callers set the new version.
 */
export async function putChartAccount(table: Table, account: StoredChartAccount, expectedVersion?: number): Promise<void> {
  await conditionally(() =>
    table.client.send(
      new PutCommand({
        TableName: table.name,
        Item: { ...keys.chartAccount(account.orgId, account.id), entity: 'chartAccount', ...account },
        ConditionExpression: expectedVersion === undefined ? 'attribute_not_exists(pk)' : 'version = :expected',
        ExpressionAttributeValues: expectedVersion === undefined ? undefined : { ':expected': expectedVersion },
      }),
    ),
  );
}

/** Deletes the account if its stored version is still `expectedVersion` (else StaleChartAccountVersion). */
export async function deleteChartAccount(table: Table, orgId: string, accountId: string, expectedVersion: number): Promise<void> {
  await conditionally(() =>
    table.client.send(
      new DeleteCommand({
        TableName: table.name,
        Key: keys.chartAccount(orgId, accountId),
        ConditionExpression: 'version = :expected',
        ExpressionAttributeValues: { ':expected': expectedVersion },
      }),
    ),
  );
}

async function conditionally(write: () => Promise<unknown>): Promise<void> {
  try {
    await write();
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) throw new StaleChartAccountVersion();
    throw error;
  }
}

/** The claim of a name in the organisation, for claimUnique / releaseUnique (store/unique-claims.ts). */
export const accountNameClaim = (orgId: string, name: string): UniqueClaim => ({
  key: keys.chartAccountName(orgId, accountNameKey(name)),
  entity: 'chartAccountName',
  holderAttribute: 'accountId',
  holderKey: (accountId) => keys.chartAccount(orgId, accountId),
  holdsValue: (account) => accountNameKey(String(account.name)) === accountNameKey(name),
});

function toStored(item: Record<string, unknown>): StoredChartAccount {
  const { pk: _pk, sk: _sk, entity: _entity, ...stored } = item;
  return stored as unknown as StoredChartAccount;
}
