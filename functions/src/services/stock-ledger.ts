// The stock ledger (spec part 2 §2 "Stock ledger list", §7 GET /items/stockledger/{orgId}): per
// item, the opening quantity (movements before `from`, and the stock its first count found
// beyond its documents), what came in and went out from `from` to `to`, and the closing quantity
// with what it cost (stock-valuation.ts). Pure: the movements are folded, never stored as totals.
import { formatStockQuantity, paiseToRupees, type ItemStockMovementRow, type StockLedgerRow } from '@bahi/shared';
import { UNDOING } from '../documents/derived-work.js';
import { isCountCorrection } from '../store/stock-counts.js';
import { averageCostOf, stockAtCost, type HeldStock } from './stock-valuation.js';

export interface LedgerItem {
  id: string;
  shortName: string;
  unitCode: string;
  /**
   * Stock is counted for items whose tracking is set up (spec part 1: per-item inventory
   * tracking): they appear, even before their first movement; the others never do (walk 25: an
   * item never counted showed -180 boxes). Their movements are kept all the same, so an item's
   * first count, once its tracking is set up, starts from what its documents moved.
   */
  tracked: boolean;
  /** The catalogue's purchase price (paise): what stock that came in at no cost of its own is valued at, with none in hand (stock-valuation.ts). */
  purchasePricePaise: number;
}

export interface LedgerMovement {
  id: string;
  itemId: string;
  date: string;
  quantityMilli: number;
  /** What the goods cost (paise): a purchase's, a return to the supplier's; absent on every other movement. */
  costPaise?: number;
  /** A count's: the item's catalogue purchase price when it was counted (store/stock-counts.ts). */
  pricePaise?: number;
  /** When it was recorded (a document's: when the document was first saved; a count's corrections: when it was counted); orders a day's movements. */
  createdAt?: string;
}

interface Totals {
  opening: number;
  in: number;
  out: number;
}

/**
 * A document version's movement and its undoing (an edit or a cancel: derived-work.ts), both on
 * the movement's date, as nothing: a cancelled purchase brought nothing in and took nothing out
 * (walk 19: a purchase of 50 cancelled showed as 50 in and 50 out).
 */
function withoutUndone<M extends LedgerMovement>(movements: readonly M[]): M[] {
  const ids = new Set(movements.map((movement) => movement.id));
  const undone = (movement: M) =>
    ids.has(`${movement.id}${UNDOING}`) || (movement.id.endsWith(UNDOING) && ids.has(movement.id.slice(0, -UNDOING.length)));
  return movements.filter((movement) => !undone(movement));
}

/**
 * A count's corrections as the one adjustment they make together: a count of 200 corrected by
 * +200, then -100 for a purchase entered late, shows 100 in on its day, not 200 in and 100 out.
 */
function netCountCorrections<M extends LedgerMovement>(movements: readonly M[]): M[] {
  const others: M[] = [];
  const counts = new Map<string, M>();
  for (const movement of movements) {
    if (!isCountCorrection(movement)) others.push(movement);
    else {
      const key = `${movement.itemId}#${movement.date}`;
      const net = counts.get(key);
      // A second count of the day replaces the first: the net is shown when the last one counted.
      const createdAt = [net?.createdAt ?? '', movement.createdAt ?? ''].sort()[1];
      counts.set(key, net ? { ...net, quantityMilli: net.quantityMilli + movement.quantityMilli, ...(createdAt ? { createdAt } : {}) } : movement);
    }
  }
  return [...others, ...counts.values()];
}

/** The movements as the ledger counts them: undone pairs left out, a count's corrections as one. */
export const ledgerMovements = <M extends LedgerMovement>(movements: readonly M[]): M[] => netCountCorrections(withoutUndone(movements));

/**
 * Of the ledger's movements, each item's first count (where its tracking starts) when it found
 * more than the documents before it had moved: stock the business held before any of them, which
 * the ledger counts as opening stock rather than as stock that came in on the count's day (walk 26
 * L6: 50 boxes typed in on the first day showed as Opening 0, In 50). A later count's difference,
 * and a first one that found less than the documents say (stock gone unrecorded), stay adjustments.
 */
function startingStock<M extends LedgerMovement>(movements: readonly M[]): Set<M> {
  const first = new Map<string, M>();
  for (const movement of movements) {
    const seen = first.get(movement.itemId);
    if (isCountCorrection(movement) && (!seen || movement.date < seen.date)) first.set(movement.itemId, movement);
  }
  return new Set([...first.values()].filter((movement) => movement.quantityMilli > 0));
}

/**
 * The ledger's movements up to `to`, with each item's starting stock even when it was counted after
 * `to` (held before any document, it is in hand on every day: walk 29 L6, a year's ledger opened
 * with it on 1 April while October's showed none); and which of them are opening stock for a ledger
 * from `from`.
 */
function splitAt<M extends LedgerMovement>(movements: readonly M[], from: string, to: string) {
  const all = ledgerMovements(movements);
  const starting = startingStock(all);
  const kept = all.filter((movement) => movement.date <= to || starting.has(movement));
  return { kept, isOpening: (movement: M) => movement.date < from || starting.has(movement) };
}

/**
 * The order of the ledger's movements: by day, and on a day in the order they were recorded, a
 * count after the documents of its day recorded before it (it counted them) and before those
 * recorded after it.
 */
const inLedgerOrder = (a: LedgerMovement, b: LedgerMovement): number =>
  a.date.localeCompare(b.date) || (a.createdAt ?? '').localeCompare(b.createdAt ?? '') || Number(isCountCorrection(a)) - Number(isCountCorrection(b));

/** A day's receipts before its issues; otherwise in the ledger's order. */
const receiptsFirst = (a: LedgerMovement, b: LedgerMovement): number =>
  a.date.localeCompare(b.date) || Number(a.quantityMilli < 0) - Number(b.quantityMilli < 0) || inLedgerOrder(a, b);

/**
 * The ledger's movements up to the end of `to` in the order the stock is valued in: each item's
 * starting stock first (held before any document), then each day's receipts before its issues, so
 * that what a day's documents cost does not depend on the order they were typed in or last edited
 * in (walk 35 H1: a purchase edited after the day's sale counted as coming in after it, and the
 * sale went out at the earlier average).
 */
export function movementsThrough<M extends LedgerMovement>(movements: readonly M[], to: string): M[] {
  const all = ledgerMovements(movements);
  const starting = startingStock(all);
  return [...starting, ...all.filter((movement) => movement.date <= to && !starting.has(movement)).sort(receiptsFirst)];
}

/** Each item's stock in hand at the end of `date` and what it cost (services/stock-valuation.ts), given all its movements. */
export const stockAtCostOn = (movements: readonly LedgerMovement[], date: string, priceOf: (itemId: string) => number): Map<string, HeldStock> =>
  stockAtCost(movementsThrough(movements, date), priceOf);

/** Each item's starting stock: what its first count found beyond its documents, held before any of them, and its value (stock-valuation.ts). */
export const startingStockAtCost = (movements: readonly LedgerMovement[], priceOf: (itemId: string) => number): Map<string, HeldStock> =>
  stockAtCost([...startingStock(ledgerMovements(movements))], priceOf);

/** Folds the movements (all of them, or at least those up to `to`) into one row per tracked item from `from` to `to`. */
export function foldStockLedger(items: LedgerItem[], movements: LedgerMovement[], from: string, to: string): StockLedgerRow[] {
  const totals = new Map<string, Totals>();
  const { kept, isOpening } = splitAt(movements, from, to);
  for (const movement of kept) {
    const row = totals.get(movement.itemId) ?? { opening: 0, in: 0, out: 0 };
    if (isOpening(movement)) row.opening += movement.quantityMilli;
    else if (movement.quantityMilli > 0) row.in += movement.quantityMilli;
    else row.out -= movement.quantityMilli;
    totals.set(movement.itemId, row);
  }
  const prices = new Map(items.map((item) => [item.id, item.purchasePricePaise]));
  const valued = stockAtCostOn(movements, to, (itemId) => prices.get(itemId) ?? 0);
  return items
    .filter((item) => item.tracked)
    .sort((a, b) => a.shortName.localeCompare(b.shortName, 'en-IN'))
    .map((item) => {
      const row = totals.get(item.id) ?? { opening: 0, in: 0, out: 0 };
      const closing = row.opening + row.in - row.out;
      return {
        itemid: item.id,
        short_name: item.shortName,
        metric: item.unitCode,
        opening: formatStockQuantity(row.opening),
        in: formatStockQuantity(row.in),
        out: formatStockQuantity(row.out),
        closing: formatStockQuantity(closing),
        // The average cost of the stock in hand; with none in hand, the catalogue's purchase price.
        rate: paiseToRupees(averageCostOf(valued.get(item.id) ?? { quantityMilli: 0, valuePaise: 0 }) ?? item.purchasePricePaise),
        value: paiseToRupees(valued.get(item.id)?.valuePaise ?? 0),
      };
    });
}

/** What moved the stock, as the item's ledger names it. */
export type MovementSource = Pick<ItemStockMovementRow, 'entry' | 'document_id' | 'kind'>;

/**
 * One item's movements from `from` to `to` (given all of them, or at least those up to `to`), each with the stock
 * after it, in date order; on a day, in the order they were recorded: a count comes after the
 * documents of its day recorded before it (it counted them) and before those recorded after it.
 */
export function itemLedgerRows<M extends LedgerMovement>(movements: readonly M[], from: string, to: string, sourceOf: (movement: M) => MovementSource): ItemStockMovementRow[] {
  const { kept, isOpening } = splitAt(movements, from, to);
  let balance = kept.filter(isOpening).reduce((sum, movement) => sum + movement.quantityMilli, 0);
  const inRange = kept
    .filter((movement) => !isOpening(movement))
    .sort(inLedgerOrder);
  return inRange.map((movement) => {
    balance += movement.quantityMilli;
    return {
      date: movement.date,
      ...sourceOf(movement),
      in: formatStockQuantity(Math.max(0, movement.quantityMilli)),
      out: formatStockQuantity(Math.max(0, -movement.quantityMilli)),
      balance: formatStockQuantity(balance),
    };
  });
}
