// Two sales of one serial number saved at the same instant would both pass the stock check
// (serials-in-stock.ts): each reads the stock before the other's document is written (two
// purchases of one unit alike). So a save that moves serials in or out holds each of its
// serial-tracked items from its check until its document is written: a conditional PutItem of the
// item's hold with a random token, deleted (conditional on the token) when the save ends, written
// or not. A save that finds an item held retries the put every WAIT_STEP_MS for up to WAIT_MS, and
// only then reads the stock, which (settled first) has the other document's units moved; still
// held after that, it is refused with `serialsBeingSaved` and writes nothing. Items are held in one
// order, so two saves never wait on each other. A hold a crashed process left is taken over once
// older than STALE_HOLD_MS (past the API's 29 s timeout), and the table's TTL removes it in a day.
// Saves without serials read and write nothing of this.
import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { randomUUID } from 'node:crypto';
import type { Ports } from '../ports/index.js';
import { conditionally } from '../store/conditional-write.js';
import { keys, TABLE_KEYS, type ItemKey } from '../store/keys.js';
import { serialsBeingSaved } from './document-errors.js';

const STALE_HOLD_MS = 30_000;
const WAIT_STEP_MS = 25;
const WAIT_MS = 3_000;
const HOLD_TTL_SECONDS = 24 * 60 * 60;

/** The items a save holds; `take` waits for another save's hold. */
export interface SerialHolds {
  take(orgId: string, itemIds: readonly string[]): Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs a save with the holds it takes, and frees them when it ends, however it ends. */
export async function withSerialHolds<T>(ports: Ports, save: (holds: SerialHolds) => Promise<T>): Promise<T> {
  const { table } = ports;
  const token = randomUUID();
  const held: ItemKey[] = [];
  const holdOnce = (key: ItemKey) => {
    const heldAt = ports.now().getTime();
    return conditionally(() =>
      table.client.send(
        new PutCommand({
          TableName: table.name,
          Item: { ...key, entity: 'serialHold', token, heldAt, [TABLE_KEYS.timeToLive]: Math.floor(heldAt / 1000) + HOLD_TTL_SECONDS },
          ConditionExpression: 'attribute_not_exists(#pk) OR heldAt < :stale',
          ExpressionAttributeNames: { '#pk': TABLE_KEYS.partitionKey },
          ExpressionAttributeValues: { ':stale': heldAt - STALE_HOLD_MS },
        }),
      ),
    );
  };
  // The check runs beside the save's other reads: one of them can fail the save while a hold is
  // still being taken. Such a take stops waiting, frees a hold it got at once, and the save's answer
  // waits for it, so a refused save has written nothing by the time it answers (walk 28: a hold
  // was still in the table when a refused credit note answered).
  let ended = false;
  const taking: Promise<unknown>[] = [];
  const takeAll = async (orgId: string, itemIds: readonly string[]) => {
    for (const itemId of [...new Set(itemIds)].sort()) {
      const key = keys.serialHold(orgId, itemId);
      for (let waited = 0; !(await holdOnce(key)); waited += WAIT_STEP_MS) {
        if (ended) return;
        if (waited >= WAIT_MS) throw serialsBeingSaved();
        await sleep(WAIT_STEP_MS);
      }
      if (ended) return release(ports, key, token);
      held.push(key);
    }
  };
  const holds: SerialHolds = {
    take(orgId, itemIds) {
      const taken = takeAll(orgId, itemIds);
      taking.push(taken.catch(() => undefined));
      return taken;
    },
  };
  try {
    return await save(holds);
  } finally {
    ended = true;
    await Promise.all(taking);
    await Promise.all(held.map((key) => release(ports, key, token)));
  }
}

/** Frees a hold if `token` still has it. Never throws: the save's own answer stands, and a hold left behind goes stale. */
async function release(ports: Ports, key: ItemKey, token: string): Promise<void> {
  const { table } = ports;
  const freed = await conditionally(() =>
    table.client.send(new DeleteCommand({ TableName: table.name, Key: key, ConditionExpression: '#token = :token', ExpressionAttributeNames: { '#token': 'token' }, ExpressionAttributeValues: { ':token': token } })),
  ).catch((error: unknown) => String(error));
  if (freed !== true) console.error(JSON.stringify({ level: 'warn', message: 'a save left its hold on an item’s serials until it is stale', key: key.sk, error: freed === false ? 'hold taken over' : freed }));
}
