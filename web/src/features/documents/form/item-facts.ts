// The add-item modal's line about the picked item: its stock in hand (an item whose tracking is
// set up) and the price this client last paid, in rupees as the rest of the app writes them; and
// whether the quantity asked is more than is in hand.
import { formatInr, kindFacts, parseStockQuantity, rupeesToPaise, type KindInTable } from '@bahi/shared';
import { readQuantity } from './unit-serials';

export interface ItemFacts {
  /** Null: stock is not counted for the item. */
  stockinhand: string | null;
  metric: string;
  /** Rupees as the server writes them ('1250.00'); null when the client never bought it. */
  previtemprice: string | null;
  goods_service: 'goods' | 'services';
}

/**
 * Goods of an organisation that tracks inventory are counted once their stock is set up (Items →
 * Stock), their documents before it included: said so, or a purchase seemed to bring nothing in
 * (walk 32 M5).
 */
export const NOT_SET_UP = 'Stock not tracked yet: set it up under Items (Stock), and this and earlier documents are counted.';

export function itemFactsText(facts: ItemFacts, inventoryTracking: boolean): string {
  const untracked = inventoryTracking && facts.goods_service === 'goods' ? NOT_SET_UP : 'Stock not tracked';
  const stock = facts.stockinhand !== null ? `Stock in hand: ${facts.stockinhand} ${facts.metric}` : untracked;
  return facts.previtemprice !== null ? `${stock} · Previous price for this client: ${formatInr(rupeesToPaise(facts.previtemprice))}` : stock;
}

/** Stock in hand, below zero when oversold ('-6'), grouped or not ('1,000'); null when unreadable. */
function stockInHand(text: string): number | null {
  try {
    return parseStockQuantity(text.trim().replace(/,/g, ''));
  } catch {
    return null;
  }
}

/**
 * The spec's 'Quantity is more than stock in hand.' warning, for a counted item on a document that
 * sells or offers it (a quotation too: can it be delivered?), never on one that brings stock in
 * (walk 26 M1: a purchase warned). `savedOut`: what the line, saved on a sale, took out already
 * (stock in hand no longer has it: editing 70 of 80 rolls with 10 left is no shortage).
 */
export function exceedsStock(kind: KindInTable, stockinhand: string | null, qty: string, savedOut = ''): boolean {
  const stock = kindFacts(kind).stock;
  if (stock === 'in' || stockinhand === null) return false;
  const [inHand, asked] = [stockInHand(stockinhand), readQuantity(qty)];
  const taken = stock === 'out' ? (readQuantity(savedOut) ?? 0) : 0;
  return inHand !== null && asked !== null && asked > inHand + taken;
}
