// Stock in hand at cost. AS 2 (Ind AS 2) values inventories at cost, by first-in first-out or by
// weighted average; Bahi takes the weighted average, afresh at each receipt (a moving average), as
// Tally's default "Average Cost" does and as a small business's accountant expects. At the
// catalogue's purchase price instead (walk 34), soap listed at ₹23.45 and bought at ₹24.10 was
// valued below what it cost, and the gap grew as prices rose. Pure: folds the movements in the
// order stock-ledger.ts movementsThrough gives them.
import { QUANTITY_SCALE, mulDivRounded } from '@bahi/shared';

/** An item's stock in hand (thousandths) and what it cost (paise). */
export interface HeldStock {
  quantityMilli: number;
  valuePaise: number;
}

export interface CostedMovement {
  itemId: string;
  /** Thousandths, signed: negative out, positive in. */
  quantityMilli: number;
  /** What the goods cost (paise): a purchase's, a return to the supplier's; absent on every other movement. */
  costPaise?: number;
  /** A count's: the item's catalogue purchase price when it was counted, valuing what it found where none was ever held. */
  pricePaise?: number;
}

/** What `quantityMilli` of an item is worth at `pricePaise` a unit: stock below zero is worth nothing. */
export const stockValueOf = (quantityMilli: number, pricePaise: number): number => (quantityMilli <= 0 ? 0 : mulDivRounded(quantityMilli, pricePaise, QUANTITY_SCALE));

/** The average cost of a unit of the stock held (paise); null when none is held. */
export const averageCostOf = (held: HeldStock): number | null => (held.quantityMilli > 0 ? mulDivRounded(held.valuePaise, QUANTITY_SCALE, held.quantityMilli) : null);

/** Goods in at `costPaise`: where the stock was short (below zero), only the units beyond the shortfall stay, at what they cost. */
function receive(held: HeldStock, quantityMilli: number, costPaise: number): HeldStock {
  const after = held.quantityMilli + quantityMilli;
  if (held.quantityMilli > 0) return { quantityMilli: after, valuePaise: held.valuePaise + costPaise };
  return { quantityMilli: after, valuePaise: after > 0 ? mulDivRounded(costPaise, after, quantityMilli) : 0 };
}

/**
 * Goods out: at the average, or at `costPaise` when they go back to the supplier at their price (no
 * more than the stock is worth); what goes beyond the stock takes nothing, and leaves nothing.
 */
function issue(held: HeldStock, quantityMilli: number, costPaise?: number): HeldStock {
  const after = held.quantityMilli - quantityMilli;
  if (after <= 0) return { quantityMilli: after, valuePaise: 0 };
  const taken = costPaise ?? mulDivRounded(held.valuePaise, quantityMilli, held.quantityMilli);
  return { quantityMilli: after, valuePaise: Math.max(0, held.valuePaise - taken) };
}

/**
 * Each item's stock and its cost after `movements`, given in the order they are valued in
 * (stock-ledger.ts movementsThrough: the starting stock, then each day's receipts before its
 * issues). What comes in at a cost of its own (a purchase) adds that cost. What comes
 * in without one (a sale's return, a count that found more) comes in at the average cost of the
 * stock in hand or, with none in hand, of the stock last held (walk 35 H2: goods sold out and
 * returned came back at the catalogue's price); with none ever held, at the catalogue's purchase
 * price: as it stood when a count found it (`pricePaise`), else `priceOf` the item. So the starting
 * stock, counted before any document, is at the owner's own figure, as the balance sheet's opening
 * stock line is, and stays so when the catalogue's price changes later (walk 35 M3).
 */
export function stockAtCost(movements: readonly CostedMovement[], priceOf: (itemId: string) => number): Map<string, HeldStock> {
  const stock = new Map<string, HeldStock>();
  /** Each item's stock as last held above zero: its average when none is in hand. */
  const lastHeld = new Map<string, HeldStock>();
  for (const movement of movements) {
    const held = stock.get(movement.itemId) ?? { quantityMilli: 0, valuePaise: 0 };
    if (held.quantityMilli > 0) lastHeld.set(movement.itemId, held);
    const quantity = movement.quantityMilli;
    if (quantity < 0) stock.set(movement.itemId, issue(held, -quantity, movement.costPaise));
    else if (quantity > 0) {
      const averaged = lastHeld.get(movement.itemId);
      const atAverage = averaged ? mulDivRounded(averaged.valuePaise, quantity, averaged.quantityMilli) : stockValueOf(quantity, movement.pricePaise ?? priceOf(movement.itemId));
      stock.set(movement.itemId, receive(held, quantity, movement.costPaise ?? atAverage));
    }
  }
  return stock;
}
