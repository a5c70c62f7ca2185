// The goods in hand as the profit and loss account and the balance sheet value them (walks 27–30
// H2: the stock was counted but never in the books' statements, so every purchase was a cost of
// its month and the balance sheet held no stock). Where the organisation tracks inventory, each
// tracked item's stock in hand on a day (as its stock ledger closes that day) at the purchase
// price its catalogue entry holds, as billing software for small businesses values it; an item
// without a purchase price is valued at nothing and named, so that the accountant can price it.
import { addCalendarDays, type StockValues } from '@bahi/shared';
import { settleOrganisation } from '../../documents/derived-work.js';
import { tracksInventory } from '../../documents/org-settings.js';
import type { Ports } from '../../ports/index.js';
import { listItems, type StoredItem } from '../../store/items.js';
import { getOrganisation } from '../../store/organisations.js';
import { movementsOfOrg } from '../../store/stock-movements.js';
import { quantitiesAt, startingQuantities, stockValueOf } from '../../services/stock-ledger.js';

export interface ValuedStock extends StockValues {
  /** The tracked items in hand on either day that have no purchase price, by name. */
  unpriced: string[];
}

/** The value of `quantities` (thousandths by item id) at the items' purchase prices; those in hand without one go to `unpriced`. */
function valueOfStock(items: readonly Pick<StoredItem, 'id' | 'shortName' | 'purchasePricePaise'>[], quantities: ReadonlyMap<string, number>, unpriced: Set<string>): number {
  let value = 0;
  for (const item of items) {
    const quantity = quantities.get(item.id) ?? 0;
    if (quantity > 0 && item.purchasePricePaise === 0) unpriced.add(item.shortName);
    value += stockValueOf(quantity, item.purchasePricePaise);
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
  const unpriced = new Set<string>();
  const opening = valueOfStock(tracked, quantitiesAt(movements, addCalendarDays(start, -1)), unpriced);
  const closing = valueOfStock(tracked, quantitiesAt(movements, end), unpriced);
  const counted = valueOfStock(tracked, startingQuantities(movements), unpriced);
  return { opening, closing, counted, unpriced: [...unpriced].sort((a, b) => a.localeCompare(b, 'en-IN')) };
}
