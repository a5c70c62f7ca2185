// 'Save terms' (spec part 1 §2: the save-terms checkbox): the terms and conditions of a document
// become the ones a new document of its kind starts with. One small item per kind, overwritten;
// kept apart from the organisation's settings item so a save never races a settings edit.
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { DocumentDraft, KindInTable } from '@bahi/shared';
import type { Ports } from '../ports/index.js';
import { keys } from '../store/keys.js';

export async function saveTermsOf(ports: Ports, orgId: string, draft: DocumentDraft): Promise<void> {
  if (!draft.saveTerms) return;
  await ports.table.client.send(
    new PutCommand({ TableName: ports.table.name, Item: { ...keys.savedTerms(orgId, draft.kind), entity: 'savedTerms', terms: draft.terms } }),
  );
}

export async function savedTermsOf(ports: Ports, orgId: string, kind: KindInTable): Promise<string> {
  const found = await ports.table.client.send(new GetCommand({ TableName: ports.table.name, Key: keys.savedTerms(orgId, kind) }));
  return (found.Item?.terms as string | undefined) ?? '';
}
