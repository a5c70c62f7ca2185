// The cloud's settler: the table's stream hands this Lambda every write of an item that owes
// derived work (infra filters the records to those whose new image carries `owed`), and it
// settles each organisation they name (documents/derived-work.ts). Saves have answered already;
// reads settle what they show in any case, so this only keeps the books and stock current
// without waiting for a read. A failure throws: the stream retries the batch, and settling is
// idempotent.
import type { DynamoDBStreamEvent } from 'aws-lambda';
import { settleOrganisation } from '../documents/derived-work.js';
import type { Ports } from '../ports/index.js';
import { OWED_ATTRIBUTE } from '../store/keys.js';

/** The organisations whose items, as written, owe work (each once, in the order first met). */
export function owingOrganisations(event: DynamoDBStreamEvent): string[] {
  const orgs = event.Records.flatMap((record) => {
    const image = record.dynamodb?.NewImage;
    const partition = image?.pk?.S;
    return image?.[OWED_ATTRIBUTE]?.S !== undefined && partition?.startsWith('ORG#') ? [partition.slice('ORG#'.length)] : [];
  });
  return [...new Set(orgs)];
}

export function createSettleLambda(getPorts: () => Promise<Ports>) {
  return async (event: DynamoDBStreamEvent): Promise<void> => {
    const ports = await getPorts();
    for (const orgId of owingOrganisations(event)) await settleOrganisation(ports, orgId);
  };
}
