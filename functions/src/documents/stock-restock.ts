// Inventory tracking switched on after documents were saved. A document moves stock only while the
// organisation tracks it (org-settings.ts stockMovedBy), so the purchases and sales saved before
// moved nothing: a month entered first and counted from its first day afterwards showed the
// count and none of the month's documents, and an edit of one of them then moved all of its
// quantity at once (walk 40 H1: closing stock ₹13,500 instead of about ₹93,000, and a two-bowl
// correction moved the loss by ₹15,400).
//
// So switching tracking on owes a restock: every standing document of a kind that moves stock gets
// the movements its lines make, as an edit would give them (a new version through nextVersion and
// writeVersion, so its earlier movements, postings and counts are handled as on any edit; its
// postings are unchanged). A physical count dated after a document's movement stays what was
// counted (store/stock-counts.ts), so documents dated before a count only explain it.
//
// The restock is owed work of the organisation (store/restock-owed.ts: an item carrying `owed`, as a
// count or a document does): written before tracking is switched on, it is done by the stream's Lambda, the local
// settler or the next read of stock or the books (derived-work.ts settleOrganisation), and a crash
// midway leaves it owed: the documents done already have their movements and are skipped.
import { DeleteCommand, GetCommand } from '@aws-sdk/lib-dynamodb';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DEFAULT_REPORT_START, LATEST_DOCUMENT_DATE, TABLE_KINDS, kindFacts } from '@bahi/shared';
import type { Ports } from '../ports/index.js';
import { documentPagesByDate, getDocument, type StoredDocument } from '../store/documents.js';
import { keys } from '../store/keys.js';
import type { OrganisationRecord } from '../store/organisations.js';
import { AppError } from '../errors/app-error.js';
import { loadOrganisation, nextVersion, writeVersion } from './document-save.js';
import { settle } from './derived-work.js';
import { stockMovedBy, tracksInventory } from './org-settings.js';

/** Kinds that can move stock (notes as their goods box says). */
const STOCK_KINDS = TABLE_KINDS.filter((kind) => kindFacts(kind).stock !== 'none');

/** How often a document edited during its restock is read again. */
const ATTEMPTS = 3;

/** Whether the version moves stock other than it does now (new movements, or earlier ones to undo). */
const movesOtherwise = (next: StoredDocument, doc: StoredDocument) =>
  next.stock.toReverse.length > doc.stock.toReverse.length || next.stock.inEffect.some((row) => !doc.stock.inEffect.includes(row));

async function restockDocument(ports: Ports, org: OrganisationRecord, read: StoredDocument): Promise<void> {
  let doc: StoredDocument | null = read;
  for (let attempt = 0; attempt < ATTEMPTS && doc; attempt++) {
    if (doc.deleted || doc.lifecycle === 'cancelled') return;
    const next = nextVersion(doc, {}, stockMovedBy(org, doc.kind, doc.details.note));
    if (!movesOtherwise(next, doc)) return;
    try {
      await writeVersion(ports, doc, next);
      // Its movements now, not at the next settle: the read that owed the restock reads stock next.
      await settle(ports, next);
      return;
    } catch (error) {
      // Edited meanwhile (a version conflict): the edit may have moved its stock already; read it again.
      if (!(error instanceof AppError) || error.code !== 'document.versionConflict') throw error;
      doc = await getDocument(ports.table, doc.id);
    }
  }
}

/** Does an owed restock (settleOrganisation, once the organisation's documents are settled), then clears it. */
export async function restockDocuments(ports: Ports, orgId: string): Promise<void> {
  const key = keys.stockRestock(orgId);
  const owed = (await ports.table.client.send(new GetCommand({ TableName: ports.table.name, Key: key, ConsistentRead: true }))).Item;
  if (!owed) return;
  const org = await loadOrganisation(ports, orgId);
  // Switched off again before the restock ran: nothing moves stock, so nothing is owed.
  if (tracksInventory(org)) {
    for await (const page of documentPagesByDate(ports.table, orgId, DEFAULT_REPORT_START, LATEST_DOCUMENT_DATE, STOCK_KINDS)) {
      for (const doc of page) await restockDocument(ports, org, doc);
    }
  }
  try {
    // Only the restock it read: switched off and on again meanwhile, the next one stays owed.
    await ports.table.client.send(
      new DeleteCommand({ TableName: ports.table.name, Key: key, ConditionExpression: '#token = :token', ExpressionAttributeNames: { '#token': 'token' }, ExpressionAttributeValues: { ':token': owed.token } }),
    );
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
  }
}
