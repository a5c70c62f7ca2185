// The goods in hand as the profit and loss account and the balance sheet value them (walks 27–30
// H2: the stock was counted but never in the books' statements, so every purchase was a cost of
// its month and the balance sheet held no stock). Where the organisation tracks inventory, each
// tracked item's stock in hand on a day (as its stock ledger closes that day) at what it cost, the
// weighted average of its purchases (services/stock-valuation.ts), as the stock ledger values it.
// Stock that came in at no cost of its own with none ever held (the starting stock) is at the
// catalogue's purchase price as it stood when counted; an item in hand valued at nothing is named, so that the accountant
// can price it.
import { addCalendarDays, type StockValues } from '@bahi/shared';
import { settleOrganisation } from '../../documents/derived-work.js';
import { tracksInventory } from '../../documents/org-settings.js';
import type { Ports } from '../../ports/index.js';
import { listItems, type StoredItem } from '../../store/items.js';
import { getOrganisation } from '../../store/organisations.js';
import { movementsOfOrg } from '../../store/stock-movements.js';
import { startingStockAtCost, stockAtCostOn } from '../../services/stock-ledger.js';
import type { HeldStock } from '../../services/stock-valuation.js';

export interface ValuedStock extends StockValues {
  /** The tracked items in hand on either day (or in the starting stock) valued at nothing, by name. */
  unpriced: string[];
}

/** The value of the tracked items' `stock`; those in hand valued at nothing go to `unpriced`. */
function valueOfStock(items: readonly Pick<StoredItem, 'id' | 'shortName'>[], stock: ReadonlyMap<string, HeldStock>, unpriced: Set<string>): number {
  let value = 0;
  for (const item of items) {
    const held = stock.get(item.id);
    if (!held) continue;
    if (held.quantityMilli > 0 && held.valuePaise === 0) unpriced.add(item.shortName);
    value += held.valuePaise;
  }
  return value;
}

/**
 * The stock's value (paise) when the period from `start` opens (the end of the day before) and at
 * the end of `end`, and that of the starting stock the items' first counts found; null where the
 * organisation does not track inventory.
 */
export async function stockValuesAt(ports: Ports, orgId: string, start: string, end: string): Promise<ValuedStock | null> {
  const org = await getOrganisation(ports.table, orgId);
  if (!org || !tracksInventory(org)) return null;
  // Documents whose stock work a crash interrupted finish it before the movements are read.
  await settleOrganisation(ports, orgId);
  // All of them: an item's first count, even a later one, is stock it held from the start (stock-ledger.ts).
  const [items, movements] = await Promise.all([listItems(ports.table, orgId), movementsOfOrg(ports.table, orgId)]);
  const tracked = items.filter((item) => item.goodsType === 'goods' && item.tracking !== null);
  const prices = new Map(tracked.map((item) => [item.id, item.purchasePricePaise]));
  const priceOf = (itemId: string) => prices.get(itemId) ?? 0;
  const unpriced = new Set<string>();
  const opening = valueOfStock(tracked, stockAtCostOn(movements, addCalendarDays(start, -1), priceOf), unpriced);
  const closing = valueOfStock(tracked, stockAtCostOn(movements, end, priceOf), unpriced);
  const counted = valueOfStock(tracked, startingStockAtCost(movements, priceOf), unpriced);
  return { opening, closing, counted, unpriced: [...unpriced].sort((a, b) => a.localeCompare(b, 'en-IN')) };
}
