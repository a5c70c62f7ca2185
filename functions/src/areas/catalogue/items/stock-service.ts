// Stock tracking of items and the stock ledger (spec part 2 §3 Stock tracking, §6 "the
// inventory_tracking feature flag enables stock-tracking fields", §7). An in-stock quantity is a
// physical count on a day: the stock is brought to it by adjustment movements (the ledger shows
// them as in or out), and it stays what was counted whatever is entered later with an earlier
// date (store/stock-counts.ts).
import {
  financialYearOf,
  formatCalendarDate,
  formatWireTimestamp,
  ITEM_MESSAGES,
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
import { movementsOfOrgUpTo, stockInHandOfItem } from '../../../store/stock-movements.js';
import { recordStockCount } from '../../../store/stock-counts.js';
import { inventoryTrackingOff, itemVersionConflict } from './item-errors.js';
import { loadCatalogueSettings } from './catalogue-settings.js';
import { loadItem, saveItemChange } from './items-service.js';
import { foldStockLedger } from './stock-ledger.js';

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
    await recordStockCount(ports.table, { orgId, itemId: stored.id, date, countMilli: body.inStockMilli, userId, createdAt: timestamp });
  }
  return { stockMilli: await stockInHandOfItem(ports.table, orgId, stored.id), version: updated.version };
}

/** The stock ledger from `from` to `to` (default: the financial year of today, in India). */
export async function stockLedger(
  ports: Ports,
  orgId: string,
  range: { from?: string; to?: string },
): Promise<{ from: string; to: string; items: StockLedgerRow[] }> {
  const year = financialYearOf(ports.now());
  const from = range.from ?? year.startDate;
  const to = range.to ?? year.endDate;
  if (from > to) throw invalid('item.ledgerRange', ITEM_MESSAGES.ledgerRangeInvalid, [{ field: 'from', message: ITEM_MESSAGES.ledgerRangeInvalid }]);
  // Documents whose stock work a crash interrupted finish it before the movements are folded.
  await settleOrganisation(ports, orgId);
  const [items, movements] = await Promise.all([listItems(ports.table, orgId), movementsOfOrgUpTo(ports.table, orgId, to)]);
  const ledgerItems = items.map((item) => ({
    id: item.id,
    shortName: item.shortName,
    unitCode: unitById(item.unitId)?.code ?? '',
    tracked: item.tracking !== null,
  }));
  return { from, to, items: foldStockLedger(ledgerItems, movements, from, to) };
}
