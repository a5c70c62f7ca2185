// The add-item modal's line about the picked item: its stock in hand (an item whose tracking is
// set up) and the price this client last paid, in rupees as the rest of the app writes them.
import { formatInr, rupeesToPaise } from '@bahi/shared';

export interface ItemFacts {
  /** Null: stock is not counted for the item. */
  stockinhand: string | null;
  metric: string;
  /** Rupees as the server writes them ('1250.00'); null when the client never bought it. */
  previtemprice: string | null;
}

export function itemFactsText(facts: ItemFacts): string {
  const stock = facts.stockinhand !== null ? `Stock in hand: ${facts.stockinhand} ${facts.metric}` : 'Stock not tracked';
  return facts.previtemprice !== null ? `${stock} · Previous price for this client: ${formatInr(rupeesToPaise(facts.previtemprice))}` : stock;
}
