// Clients (customers and suppliers). One item per client holds its addresses and contacts, so a
// save is one conditional write guarded by `version`. A per-organisation GSTIN claim
// (store/unique-claims.ts) keeps GSTINs unique: written first, conditionally, naming its client.
// A claim fence may stand at a client key (an insert that lost its claim); readers skip it.
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { ClientAddress, ClientContact, ClientRecord } from '@bahi/shared';
import type { Table } from '../ports/table.js';
import { keys } from './keys.js';
import { queryPartition } from './query-all.js';
import { claimUnique, isClaimFence, releaseUnique, type UniqueClaim } from './unique-claims.js';

export interface StoredClient extends ClientRecord {
  addresses: ClientAddress[];
  contacts: ClientContact[];
}

export class StaleVersion extends Error {}

export async function getClient(table: Table, orgId: string, clientId: string): Promise<StoredClient | null> {
  const found = await table.client.send(
    new GetCommand({ TableName: table.name, Key: keys.client(orgId, clientId), ConsistentRead: true }),
  );
  return found.Item && !isClaimFence(found.Item) ? toStored(found.Item) : null;
}

export async function listClients(table: Table, orgId: string): Promise<StoredClient[]> {
  const { pk, skPrefix } = keys.clientsOfOrg(orgId);
  const items = await queryPartition<Record<string, unknown>>(table, { pk, skPrefix });
  return items.filter((item) => !isClaimFence(item)).map(toStored);
}

/** The claim that keeps a GSTIN to one client of the organisation (store/unique-claims.ts). */
const gstinClaim = (orgId: string, gstin: string): UniqueClaim => ({
  key: keys.clientGstin(orgId, gstin),
  entity: 'clientGstin',
  holderAttribute: 'clientId',
  holderKey: (clientId) => keys.client(orgId, clientId),
  holdsValue: (client) => client.gstin === gstin,
});

/**
 * Claims a GSTIN for a client of the organisation. True when the claim is this client's now;
 * false when another client holds the GSTIN.
 */
export function claimClientGstin(table: Table, orgId: string, gstin: string, clientId: string, now: Date): Promise<boolean> {
  return claimUnique(table, gstinClaim(orgId, gstin), clientId, now);
}

export function releaseClientGstin(table: Table, orgId: string, gstin: string, clientId: string): Promise<void> {
  return releaseUnique(table, gstinClaim(orgId, gstin), clientId);
}

/**
 * Writes the client. `expectedVersion` undefined means "must be new"; otherwise the stored
 * version must equal it (else StaleVersion). The stored item gets version + 1. A new client whose
 * key is taken was fenced: another client took its GSTIN claim over (store/unique-claims.ts).
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
  // A client saved before SEZ units were told apart is none.
  return { sez: 0, ...client } as unknown as StoredClient;
}
