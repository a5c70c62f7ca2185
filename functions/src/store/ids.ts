// Ids the server issues. Organisation and user ids are 16 random base-36 characters. A record an
// organisation owns (client, item, document, ...) gets `<orgId>_<random>`: routes such as
// GET /api/client/getclient/{id} carry no org id, and this lets the shared access check learn the
// organisation from the id alone, before any read, so a foreign id is refused with 403 whether
// or not the record exists (nothing about other organisations leaks).
import { createHash, randomBytes } from 'node:crypto';
import { RECORD_ID_PATTERN } from '@bahi/shared';

const ID_LENGTH = 16;
const ALPHABET = '0123456789abcdefghijklmnopqrstuvwxyz';

function idOfBytes(bytes: Uint8Array): string {
  let id = '';
  // 256 is not a multiple of 36; the tiny bias does not matter for identifiers.
  for (const byte of bytes.subarray(0, ID_LENGTH)) id += ALPHABET[byte % ALPHABET.length];
  return id;
}

const randomId = () => idOfBytes(randomBytes(ID_LENGTH));

/**
 * An id of the same shape derived from `seed` (SHA-256): the same seed always gives the same id,
 * so a step that is repeated after a crash writes the same record again instead of a second one.
 */
export const derivedId = (seed: string): string => idOfBytes(createHash('sha256').update(seed).digest());

export const newOrgId = randomId;
export const newUserId = randomId;

export function newRecordId(orgId: string): string {
  return `${orgId}_${randomId()}`;
}

/** Whether the text has an organisation id's shape (what the server issues). */
export const isOrgId = (text: string): boolean => /^[a-z0-9]{16}$/.test(text);

/** The organisation a record id belongs to, or null when the text is not a record id. */
export function orgOfRecordId(recordId: string): string | null {
  const match = RECORD_ID_PATTERN.exec(recordId);
  return match ? (match[1] as string) : null;
}
