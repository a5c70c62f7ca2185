// Stock tracking of items and the stock ledger (spec part 2 §3 Stock tracking, §6 "the
// inventory_tracking feature flag enables stock-tracking fields", §7). An in-stock quantity is a
// physical count on a day: the stock is brought to it by adjustment movements (the ledger shows
// them as in or out), and it stays what was counted whatever is entered later with an earlier
// date (store/stock-counts.ts).
import {
  financialYearOf,
  formatCalendarDate,
  formatWireTimestamp,
  kindFacts,
  ITEM_MESSAGES,
  paiseToRupees,
  rupeesToPaise,
  toCalendarDate,
  unitById,
  type stockTrackingRequest,
  type StockLedgerRow,
} from '@bahi/shared';
import type { z } from 'zod';
import { conflict, invalid } from '../../../errors/app-error.js';
import { settleOrganisation } from '../../../documents/derived-work.js';
import type { Ports } from '../../../ports/index.js';
import { listItems, type StoredItem } from '../../../store/items.js';
import { getDocumentSummaries } from '../../../store/documents.js';
import { movementsOfItem, movementsOfOrg, stockInHandOfItem, type StockMovement } from '../../../store/stock-movements.js';
import { isCountCorrection, recordStockCount } from '../../../store/stock-counts.js';
import { inventoryTrackingOff, itemVersionConflict } from './item-errors.js';
import { loadCatalogueSettings } from './catalogue-settings.js';
import { loadItem, saveItemChange } from './items-service.js';
import { foldStockLedger, itemLedgerRows, type MovementSource } from '../../../services/stock-ledger.js';

type TrackingBody = z.output<typeof stockTrackingRequest>;

async function assertInventoryTracking(ports: Ports, orgId: string): Promise<void> {
  if (!(await loadCatalogueSettings(ports, orgId)).inventory_tracking) throw inventoryTrackingOff();
}

/**
 * Sets up ('add') or changes ('update') an item's stock tracking, then records a new in-stock
 * count. Returns the item's stock in hand and its new version.
 */
export async function saveStockTracking(
  ports: Ports,
  orgId: string,
  userId: string,
  body: TrackingBody,
  mode: 'add' | 'update',
): Promise<{ stockMilli: number; version: number }> {
  await assertInventoryTracking(ports, orgId);
  const stored = await loadItem(ports, orgId, body.itemId);
  if (stored.goodsType !== 'goods') throw invalid('item.onlyGoodsTracked', ITEM_MESSAGES.onlyGoodsTracked);
  if (mode === 'add' && stored.tracking) throw conflict('item.alreadyTracked', ITEM_MESSAGES.alreadyTracked);
  if (mode === 'update' && !stored.tracking) throw invalid('item.notTracked', ITEM_MESSAGES.notTracked);
  if (body.version !== undefined && body.version !== stored.version) throw itemVersionConflict();
  const now = ports.now();
  const today = formatCalendarDate(toCalendarDate(now));
  if (body.date && body.date > today) throw invalid('item.stockDateInFuture', ITEM_MESSAGES.stockDateInFuture, [{ field: 'date', message: ITEM_MESSAGES.stockDateInFuture }]);

  const timestamp = formatWireTimestamp(now);
  const updated: StoredItem = {
    ...stored,
    tracking: {
      stockAlert: body.stockAlert ?? stored.tracking?.stockAlert ?? 0,
      itemIndiDetails: body.itemIndiDetails ?? stored.tracking?.itemIndiDetails ?? [],
      createdDate: stored.tracking?.createdDate ?? timestamp,
      modifiedDate: timestamp,
    },
    version: stored.version + 1,
  };
  // The item write comes first: its version check serialises concurrent counts of the same item.
  await saveItemChange(ports, stored, updated);

  if (body.inStockMilli !== undefined) {
    // What documents of the day already moved counts as counted: their owed stock work first.
    await settleOrganisation(ports, orgId);
    const date = body.date || today;
    await recordStockCount(ports.table, { orgId, itemId: stored.id, date, countMilli: body.inStockMilli, userId, createdAt: timestamp, pricePaise: stored.purchasePricePaise });
  }
  return { stockMilli: await stockInHandOfItem(ports.table, orgId, stored.id), version: updated.version };
}

/** A ledger's dates (default: the financial year of today, in India), refused when From is after To. */
function ledgerRange(ports: Ports, range: { from?: string; to?: string }): { from: string; to: string } {
  const year = financialYearOf(ports.now());
  const from = range.from ?? year.startDate;
  const to = range.to ?? year.endDate;
  if (from > to) throw invalid('item.ledgerRange', ITEM_MESSAGES.ledgerRangeInvalid, [{ field: 'from', message: ITEM_MESSAGES.ledgerRangeInvalid }]);
  return { from, to };
}

const ledgerItemOf = (item: StoredItem) => ({ id: item.id, shortName: item.shortName, unitCode: unitById(item.unitId)?.code ?? '', tracked: item.tracking !== null, purchasePricePaise: item.purchasePricePaise });

/** The stock ledger from `from` to `to` (default: the financial year of today, in India). */
export async function stockLedger(ports: Ports, orgId: string, range: { from?: string; to?: string }): Promise<{ from: string; to: string; items: StockLedgerRow[]; total_value: string }> {
  const { from, to } = ledgerRange(ports, range);
  // Documents whose stock work a crash interrupted finish it before the movements are folded.
  await settleOrganisation(ports, orgId);
  // All of them, not only those up to `to`: an item's first count, even one after the range, is
  // its opening stock (stock-ledger.ts startingStock).
  const [items, movements] = await Promise.all([listItems(ports.table, orgId), movementsOfOrg(ports.table, orgId)]);
  const rows = foldStockLedger(items.map(ledgerItemOf), movements, from, to);
  return { from, to, items: rows, total_value: paiseToRupees(rows.reduce((sum, row) => sum + rupeesToPaise(row.value), 0)) };
}

/** What moved an item's stock, named: the document (one read of the summaries of those in the range, never their lines), a count, an adjustment. */
async function movementSources(ports: Ports, movements: readonly StockMovement[]): Promise<(movement: StockMovement) => MovementSource> {
  const documentIds = [...new Set(movements.filter((movement) => movement.sourceKind !== 'adjustment').map((movement) => movement.sourceId))];
  const documents = new Map((await getDocumentSummaries(ports.table, documentIds)).map((doc) => [doc.id, doc]));
  return (movement) => {
    if (isCountCorrection(movement)) return { entry: 'Stock count', document_id: null, kind: null };
    const doc = documents.get(movement.sourceId);
    if (movement.sourceKind === 'adjustment' || !doc) return { entry: 'Stock adjustment', document_id: null, kind: null };
    return { entry: `${kindFacts(doc.kind).label} ${doc.number}`, document_id: doc.id, kind: doc.kind };
  };
}

/** One item's stock ledger from `from` to `to`: its line of the ledger, and each movement with the stock after it. */
export async function itemStockLedger(ports: Ports, orgId: string, itemId: string, range: { from?: string; to?: string }) {
  const { from, to } = ledgerRange(ports, range);
  await settleOrganisation(ports, orgId);
  const [item, movements] = await Promise.all([loadItem(ports, orgId, itemId), movementsOfItem(ports.table, orgId, itemId)]);
  const [line] = foldStockLedger([{ ...ledgerItemOf(item), tracked: true }], movements, from, to);
  const sourceOf = await movementSources(ports, movements.filter((movement) => movement.date >= from && movement.date <= to));
  return { from, to, item: line as StockLedgerRow, movements: itemLedgerRows(movements, from, to, sourceOf) };
}
