// Stock in hand at cost. AS 2 (Ind AS 2) values inventories at cost, by first-in first-out or by
// weighted average; Bahi takes the weighted average, afresh at each receipt (a moving average), as
// Tally's default "Average Cost" does and as a small business's accountant expects. At the
// catalogue's purchase price instead (walk 34), soap listed at ₹23.45 and bought at ₹24.10 was
// valued below what it cost, and the gap grew as prices rose. Pure: folds the movements in the
// stock ledger's order (stock-ledger.ts movementsThrough).
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
  /** What the goods brought in cost (paise): a purchase's; absent on every other movement. */
  costPaise?: number;
}

/** What `quantityMilli` of an item is worth at `pricePaise` a unit: stock below zero is worth nothing. */
export const stockValueOf = (quantityMilli: number, pricePaise: number): number => (quantityMilli <= 0 ? 0 : mulDivRounded(quantityMilli, pricePaise, QUANTITY_SCALE));

/** The average cost of a unit of the stock held (paise); null when none is held. */
export const averageCostOf = (held: HeldStock): number | null => (held.quantityMilli > 0 ? mulDivRounded(held.valuePaise, QUANTITY_SCALE, held.quantityMilli) : null);

const NOTHING: HeldStock = { quantityMilli: 0, valuePaise: 0 };

/** Goods in at `costPaise`: where the stock was short (below zero), only the units beyond the shortfall stay, at what they cost. */
function receive(held: HeldStock, quantityMilli: number, costPaise: number): HeldStock {
  const after = held.quantityMilli + quantityMilli;
  if (held.quantityMilli > 0) return { quantityMilli: after, valuePaise: held.valuePaise + costPaise };
  return { quantityMilli: after, valuePaise: after > 0 ? mulDivRounded(costPaise, after, quantityMilli) : 0 };
}

/** Goods out: they take their share of the value at the average; what goes beyond the stock takes nothing. */
function issue(held: HeldStock, quantityMilli: number): HeldStock {
  const after = held.quantityMilli - quantityMilli;
  return { quantityMilli: after, valuePaise: after > 0 ? held.valuePaise - mulDivRounded(held.valuePaise, quantityMilli, held.quantityMilli) : 0 };
}

/**
 * Each item's stock and its cost after `movements`, given in the ledger's order. What comes in at
 * a cost of its own (a purchase) adds that cost. What comes in without one (a sale's return, a
 * count that found more) comes in at the average cost of the stock in hand, or, with none in hand,
 * at `priceOf` the item (its catalogue purchase price): so the starting stock, counted before any
 * document, is valued at the owner's own figure, as the balance sheet's opening stock line is.
 */
export function stockAtCost(movements: readonly CostedMovement[], priceOf: (itemId: string) => number): Map<string, HeldStock> {
  const stock = new Map<string, HeldStock>();
  for (const movement of movements) {
    const held = stock.get(movement.itemId) ?? NOTHING;
    const quantity = movement.quantityMilli;
    if (quantity < 0) stock.set(movement.itemId, issue(held, -quantity));
    else if (quantity > 0) {
      const atAverage = held.quantityMilli > 0 ? mulDivRounded(held.valuePaise, quantity, held.quantityMilli) : stockValueOf(quantity, priceOf(movement.itemId));
      stock.set(movement.itemId, receive(held, quantity, movement.costPaise ?? atAverage));
    }
  }
  return stock;
}
