// Sign-in attempts that count against a subject (an account's email, or a client address) within
// one throttle window: a counter item per subject and window, moved with ADD (concurrent attempts
// on many Lambda instances all count), removed by the table's TTL after the window.
import { DeleteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Table } from '../ports/table.js';
import { keys, TABLE_KEYS } from './keys.js';

/** Adds `delta` to the subject's count in the window and returns the new count. */
export async function addSignInAttempts(table: Table, subject: string, window: number, delta: number, expiresAtSeconds: number): Promise<number> {
  const result = await table.client.send(
    new UpdateCommand({
      TableName: table.name,
      Key: keys.signInFailures(subject, window),
      UpdateExpression: 'ADD attempts :delta SET entity = :entity, #ttl = :ttl',
      ExpressionAttributeNames: { '#ttl': TABLE_KEYS.timeToLive },
      ExpressionAttributeValues: { ':delta': delta, ':entity': 'signInFailures', ':ttl': expiresAtSeconds },
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  return Number(result.Attributes?.attempts ?? 0);
}

/** Forgets the subject's count in the window (an account that signed in successfully). */
export async function clearSignInAttempts(table: Table, subject: string, window: number): Promise<void> {
  await table.client.send(new DeleteCommand({ TableName: table.name, Key: keys.signInFailures(subject, window) }));
}
