// A request's view of the table with some items already read: the pipeline reads the keys a route
// declares it will need (its "prefetch") in the same BatchGetItem as the caller's profile and
// membership (store/caller-records.ts), and the handler's GetItem of such a key is then answered
// from that read instead of another round trip. Stores need not know: they send the same
// GetCommand either way.
//
// Each primed key answers once. The first read of a key in a request is the one a handler bases
// its decisions on (a later read after its own write must see the write), and the primed item is
// exactly what that read would have returned a moment earlier — which optimistic concurrency (a
// version or an attribute_not_exists condition on every write) already has to allow for.
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { Table } from '../ports/table.js';
import type { ItemKey } from './keys.js';

/** What the prefetch found: each key's item, or null when it does not exist. */
export type PrimedItems = Map<string, Record<string, unknown> | null>;

export const primedKey = (key: ItemKey): string => `${key.pk}\u0000${key.sk}`;

export function withPrimedReads(table: Table, primed: PrimedItems): Table {
  if (primed.size === 0) return table;
  const client = table.client;
  const send = (command: unknown, ...rest: unknown[]) => {
    if (command instanceof GetCommand && command.input.TableName === table.name && !command.input.ProjectionExpression) {
      const key = primedKey(command.input.Key as unknown as ItemKey);
      if (primed.has(key)) {
        const item = primed.get(key);
        primed.delete(key);
        return Promise.resolve({ $metadata: {}, ...(item ? { Item: item } : {}) });
      }
    }
    return (client.send as (...args: unknown[]) => Promise<unknown>)(command, ...rest);
  };
  // Everything but `send` (config, middleware, destroy) is the shared client's own.
  const primedClient = Object.assign(Object.create(client) as typeof client, { send });
  return { ...table, client: primedClient };
}
