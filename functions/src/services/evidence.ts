// An expense's evidence (spec part 2 §5): doc, docx, pdf, jpg or png of at most MAX_UPLOAD_BYTES,
// recognised by its bytes (file-content.ts), so an .exe renamed .pdf is refused whatever its
// name says. Stored through the blob port under the organisation's own prefix; the expense keeps
// the key and the list hands out a signed link. The upload (settings area, the route the logo
// shares) and the expenses (purchases area) both use this module. A file is one expense's: the
// expense claims it when saved, and deleting the expense deletes it (walk 37 M4: a file two
// expenses named was deleted with the first, and the second's link answered 404).
import { EVIDENCE_KEY_PATTERN, EXPENSE_APP_MESSAGES, EXPENSE_MESSAGES, MAX_UPLOAD_BYTES } from '@bahi/shared';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { invalid } from '../errors/app-error.js';
import { keys } from '../store/keys.js';
import type { Ports } from '../ports/index.js';
import { newRecordId } from '../store/ids.js';
import { decodeBase64, detectDocumentType, detectImageType } from './file-content.js';

/** How long a link to an evidence file opens it: long enough to read the list and click. */
export const EVIDENCE_URL_SECONDS = 60 * 60;

type StoredType = 'pdf' | 'doc' | 'docx' | 'jpg' | 'png';

const CONTENT_TYPES: Record<StoredType, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  jpg: 'image/jpeg',
  png: 'image/png',
};

const notAllowed = () => invalid('upload.evidenceType', EXPENSE_MESSAGES.evidenceTypeNotAllowed);

/** The file's type by content, which must be the type its extension names ('jpeg' is 'jpg'). */
async function evidenceType(bytes: Buffer, ext: string): Promise<StoredType> {
  const image = detectImageType(bytes);
  const found: StoredType | null = image === 'jpeg' ? 'jpg' : (image ?? (await detectDocumentType(bytes)));
  const named = ext === 'jpeg' ? 'jpg' : ext;
  if (found !== named) throw notAllowed();
  return found;
}

/** Checks and stores an uploaded evidence file; answers its key (what the expense keeps) and a signed link. */
export async function storeEvidence(ports: Ports, orgId: string, upload: { ext: string; imgDta: string }) {
  const bytes = decodeBase64(upload.imgDta);
  if (!bytes || bytes.length === 0) throw notAllowed();
  if (bytes.length > MAX_UPLOAD_BYTES) throw invalid('upload.tooLarge', EXPENSE_APP_MESSAGES.evidenceTooLarge);
  const type = await evidenceType(bytes, upload.ext);
  const key = `orgs/${orgId}/evidence/${newRecordId(orgId)}.${type}`;
  await ports.blobs.put(key, bytes, CONTENT_TYPES[type]);
  return { key, url: await ports.blobs.signedUrl(key, EVIDENCE_URL_SECONDS) };
}

/** Whether a key names an evidence file of this organisation (as storeEvidence makes them). */
export function isEvidenceOf(orgId: string, key: string): boolean {
  return EVIDENCE_KEY_PATTERN.exec(key)?.[1] === orgId;
}

export const evidenceUrl = (ports: Ports, key: string) => ports.blobs.signedUrl(key, EVIDENCE_URL_SECONDS);

/** Takes the file for one expense, before it is written; refused when another expense has it. Answers how to give it back. */
export async function claimEvidence(ports: Ports, orgId: string, evidenceKey: string): Promise<{ release(): Promise<void> }> {
  if (evidenceKey === '') return { release: async () => undefined };
  const Key = keys.evidenceClaim(orgId, evidenceKey);
  try {
    await ports.table.client.send(new PutCommand({ TableName: ports.table.name, Item: { ...Key, entity: 'evidenceClaim' }, ConditionExpression: 'attribute_not_exists(pk)' }));
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) throw invalid('expense.evidenceTaken', EXPENSE_APP_MESSAGES.evidenceTaken, [{ field: 'file_url', message: EXPENSE_APP_MESSAGES.evidenceTaken }]);
    throw error;
  }
  return { release: () => ports.table.client.send(new DeleteCommand({ TableName: ports.table.name, Key })).then(() => undefined) };
}

/** Deletes a deleted expense's file and its claim. */
export async function deleteEvidence(ports: Ports, orgId: string, evidenceKey: string): Promise<void> {
  await ports.blobs.delete(evidenceKey).catch(() => undefined);
  await ports.table.client.send(new DeleteCommand({ TableName: ports.table.name, Key: keys.evidenceClaim(orgId, evidenceKey) }));
}
