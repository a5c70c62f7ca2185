// Writing many items at once: BatchWriteItem takes at most 25 puts or deletes a call and may leave
// some unprocessed under load, which are sent again. Not conditional: only for idempotent writes
// (deterministic keys whose content never differs between attempts).
import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { Table } from '../ports/table.js';
import type { ItemKey } from './keys.js';

const WRITES_PER_CALL = 25;

export type BatchWrite = { PutRequest: { Item: Record<string, unknown> } } | { DeleteRequest: { Key: ItemKey } };

export async function batchWriteItems(table: Table, writes: readonly BatchWrite[]): Promise<void> {
  for (let start = 0; start < writes.length; start += WRITES_PER_CALL) {
    let pending: BatchWrite[] | undefined = writes.slice(start, start + WRITES_PER_CALL);
    while (pending && pending.length > 0) {
      const result = await table.client.send(new BatchWriteCommand({ RequestItems: { [table.name]: pending } }));
      pending = result.UnprocessedItems?.[table.name] as BatchWrite[] | undefined;
    }
  }
}
