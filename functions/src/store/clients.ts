// Clients (customers and suppliers). One item per client holds its addresses and contacts, so a
// save is one conditional write guarded by `version`. A per-organisation GSTIN claim item keeps
// GSTINs unique: it is written first, conditionally, and names the client holding it.
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { ClientAddress, ClientContact, ClientRecord } from '@bahi/shared';
import type { Table } from '../ports/table.js';
import { keys } from './keys.js';
import { queryAll } from './query-all.js';

export interface StoredClient extends ClientRecord {
  addresses: ClientAddress[];
  contacts: ClientContact[];
}

export class StaleVersion extends Error {}

export async function getClient(table: Table, orgId: string, clientId: string): Promise<StoredClient | null> {
  const found = await table.client.send(
    new GetCommand({ TableName: table.name, Key: keys.client(orgId, clientId), ConsistentRead: true }),
  );
  return found.Item ? toStored(found.Item) : null;
}

export function listClients(table: Table, orgId: string): Promise<StoredClient[]> {
  const { pk, skPrefix } = keys.clientsOfOrg(orgId);
  return queryAll<Record<string, unknown>>(
    table,
    new QueryCommand({
      TableName: table.name,
      KeyConditionExpression: 'pk = :pk and begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': pk, ':prefix': skPrefix },
    }),
  ).then((items) => items.map(toStored));
}

/**
 * How long a claim whose client does not exist yet is presumed to belong to an insert still in
 * flight (claim written, client not yet). Only older claims count as left behind by a crash.
 */
export const CLAIM_GRACE_MS = 60_000;

/**
 * Claims a GSTIN for a client of the organisation. True when the claim is this client's now;
 * false when another client holds the GSTIN. A claim left behind (its client now has another
 * GSTIN, or never got written and the claim is older than CLAIM_GRACE_MS) is taken over.
 */
export async function claimClientGstin(
  table: Table,
  orgId: string,
  gstin: string,
  clientId: string,
  now: Date,
): Promise<boolean> {
  const key = keys.clientGstin(orgId, gstin);
  const write = (condition: string, values?: Record<string, unknown>) =>
    table.client.send(
      new PutCommand({
        TableName: table.name,
        Item: { ...key, entity: 'clientGstin', clientId, claimedAt: now.toISOString() },
        ConditionExpression: condition,
        ExpressionAttributeValues: values,
      }),
    );
  try {
    await write('attribute_not_exists(pk) or clientId = :self', { ':self': clientId });
    return true;
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
  }
  const claim = await table.client.send(new GetCommand({ TableName: table.name, Key: key, ConsistentRead: true }));
  const holderId = claim.Item?.clientId as string | undefined;
  const holder = holderId ? await getClient(table, orgId, holderId) : null;
  if (holder && holder.gstin === gstin) return false;
  const claimedAt = Date.parse(String(claim.Item?.claimedAt ?? ''));
  const maybeInFlight = !holder && !(now.getTime() - claimedAt > CLAIM_GRACE_MS);
  if (maybeInFlight) return false;
  try {
    await write('clientId = :stale', { ':stale': holderId });
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}

export async function releaseClientGstin(table: Table, orgId: string, gstin: string, clientId: string): Promise<void> {
  try {
    await table.client.send(
      new DeleteCommand({
        TableName: table.name,
        Key: keys.clientGstin(orgId, gstin),
        ConditionExpression: 'clientId = :self',
        ExpressionAttributeValues: { ':self': clientId },
      }),
    );
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
  }
}

/**
 * Writes the client. `expectedVersion` undefined means "must be new"; otherwise the stored
 * version must equal it (else StaleVersion). The stored item gets version + 1.
 */
export async function putClient(table: Table, client: StoredClient, expectedVersion?: number): Promise<void> {
  try {
    await table.client.send(
      new PutCommand({
        TableName: table.name,
        Item: { ...keys.client(client.org_id, client.id), entity: 'client', ...client },
        ConditionExpression: expectedVersion === undefined ? 'attribute_not_exists(pk)' : 'version = :expected',
        ExpressionAttributeValues: expectedVersion === undefined ? undefined : { ':expected': expectedVersion },
      }),
    );
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) throw new StaleVersion();
    throw error;
  }
}

export async function deleteClient(table: Table, orgId: string, clientId: string): Promise<void> {
  await table.client.send(new DeleteCommand({ TableName: table.name, Key: keys.client(orgId, clientId) }));
}

function toStored(item: Record<string, unknown>): StoredClient {
  const { pk: _pk, sk: _sk, entity: _entity, ...client } = item;
  return client as unknown as StoredClient;
}
