// A document's lines: checked against the catalogue, numbered so an edit keeps each line's id,
// given the figures the GST engine computed, and turned into the stock movements they cause.
import { DOCUMENT_APP_MESSAGES, DOCUMENT_MESSAGES, QUANTITY_SCALE, fillMessage, kindFacts, takesNoInputTaxCredit, type DocumentTotals, type DraftLine, type KindInTable, type StockDirection } from '@bahi/shared';
import type { FieldError } from '../errors/app-error.js';
import type { Ports } from '../ports/index.js';
import { orgOfRecordId } from '../store/ids.js';
import { getItem, type StoredItem } from '../store/items.js';
import type { StockRow, StoredLine } from '../store/documents.js';

/** The catalogue items the lines name; a line naming no item of this organisation gets 'Please Select Item'. */
export async function loadLineItems(ports: Ports, orgId: string, lines: readonly DraftLine[], errors: FieldError[]): Promise<Map<string, StoredItem>> {
  const ids = [...new Set(lines.map((line) => line.itemId).filter((id) => orgOfRecordId(id) === orgId))];
  const found = await Promise.all(ids.map((id) => getItem(ports.table, orgId, id)));
  const items = new Map(found.filter((item): item is StoredItem => item !== null).map((item) => [item.id, item]));
  lines.forEach((line, index) => {
    if (!items.has(line.itemId)) errors.push({ field: `items.${index}.item_id`, message: DOCUMENT_MESSAGES.selectItem });
  });
  return items;
}

/**
 * Serial numbers (inventory tracking): when a line lists them, its quantity is a whole number of
 * units equal to their count (spec part 1 §5, §8), and no serial appears twice on the document.
 */
export function checkSerials(lines: readonly DraftLine[], errors: FieldError[]): void {
  const seen = new Set<string>();
  lines.forEach((line, index) => {
    if (line.serials.length === 0) return;
    const field = `items.${index}.itemPurchaseDetails`;
    const units = line.quantityMilli / QUANTITY_SCALE;
    if (line.serials.length < units || !Number.isInteger(units)) errors.push({ field, message: DOCUMENT_MESSAGES.selectSerials });
    else if (line.serials.length > units) errors.push({ field, message: DOCUMENT_MESSAGES.serialsMoreThanExpected });
    for (const serial of line.serials) {
      if (seen.has(serial)) errors.push({ field, message: fillMessage(DOCUMENT_APP_MESSAGES.serialRepeated, { serial }) });
      seen.add(serial);
    }
  });
}

/** Line ids: a line the form sent back with a stored id keeps it; new lines get the next numbers. */
export function assignLineIds(lines: readonly DraftLine[], previous: readonly StoredLine[]): string[] {
  const known = new Set(previous.map((line) => line.lineId));
  let next = previous.reduce((max, line) => Math.max(max, Number(line.lineId.slice(1)) || 0), 0);
  const used = new Set<string>();
  return lines.map((line) => {
    if (line.lineId && known.has(line.lineId) && !used.has(line.lineId)) {
      used.add(line.lineId);
      return line.lineId;
    }
    next += 1;
    return `L${next}`;
  });
}

/**
 * Goods or services as the catalogue says, whatever the form sent: it decides stock movement and,
 * on a voucher, whether the advance bears tax, so the engine must see the same as what is stored.
 * A 0% line of an exempt or non-GST item keeps that too (the returns tell them from nil-rated).
 */
export function withCatalogueType(lines: readonly DraftLine[], items: Map<string, StoredItem>): DraftLine[] {
  return lines.map(({ zeroRateType: _sent, ...line }) => {
    const item = items.get(line.itemId);
    const zeroRateType = line.gstRateBps === 0 ? item?.zeroRateType : undefined;
    return { ...line, goodsService: item?.goodsType ?? line.goodsService, ...(zeroRateType && zeroRateType !== 'nil' ? { zeroRateType } : {}) };
  });
}

/** The lines as stored: what was entered, filled from the catalogue where blank, and the engine's figures. */
export function storedLines(lines: readonly DraftLine[], lineIds: readonly string[], items: Map<string, StoredItem>, totals: DocumentTotals): StoredLine[] {
  return lines.map((line, index) => {
    const item = items.get(line.itemId);
    const figures = totals.lines[index];
    if (!figures) throw new Error('the engine returned fewer lines than it was given');
    return {
      lineId: lineIds[index] as string,
      itemId: line.itemId,
      itemName: line.itemName,
      hsnSac: line.hsnSac || item?.hsnSacCode || '',
      unit: line.unit,
      quantityMilli: line.quantityMilli,
      unitPrice: line.unitPrice,
      priceMode: line.priceMode,
      discount: line.discount,
      gstRateBps: line.gstRateBps,
      cessRateBps: line.cessRateBps,
      goodsService: line.goodsService,
      ...(line.zeroRateType ? { zeroRateType: line.zeroRateType } : {}),
      serials: line.serials,
      ...(line.advance !== undefined ? { advance: line.advance } : {}),
      taxable: figures.taxable,
      cgst: figures.cgst,
      sgst: figures.sgst,
      igst: figures.igst,
      cess: figures.cess,
      total: figures.total,
    };
  });
}

/** What a goods line's stock cost, in paise: the stock is valued at it (services/stock-valuation.ts). */
export type LineCost = (line: StoredLine) => number;

/**
 * What the goods a purchase brings in cost (AS 2: the purchase price, net of trade discounts, and
 * the taxes not recoverable): a line's taxable value, and its tax where that is no input tax credit
 * (a composite purchase; a composition dealer's purchase). A return to the supplier (a vendor
 * credit) takes out what it gives back at that price, as the purchase brought it in. Undefined for
 * the sales' kinds: what they move goes at the stock's cost as it stands (a sale's return too).
 */
export function supplierCostOf(doc: { kind: KindInTable; creditBlocked?: true }): LineCost | undefined {
  const facts = kindFacts(doc.kind);
  if (facts.partyRole !== 'supplier' || facts.stock === 'none') return undefined;
  const taxIsCost = takesNoInputTaxCredit(doc);
  return (line) => line.taxable + (taxIsCost ? line.cgst + line.sgst + line.igst + line.cess : 0);
}

/**
 * The stock movements of a document version: one per goods line, out (negative) or in, with the
 * line's serial numbers and, from or to a supplier, its cost. A line whose item, quantity, date, serials
 * and cost are unchanged keeps the movement it already has, so an edit that only fixes a note
 * moves nothing; every other earlier movement is to be reversed.
 */
export function stockRowsFor(
  docId: string,
  version: number,
  date: string,
  lines: readonly StoredLine[],
  direction: StockDirection,
  previous: readonly StockRow[],
  costOf?: LineCost,
): { inEffect: StockRow[]; reversed: StockRow[] } {
  const sign = direction === 'out' ? -1 : 1;
  const wanted =
    direction === 'none'
      ? []
      : lines
          .filter((line) => line.goodsService === 'goods')
          .map((line) => ({ lineId: line.lineId, itemId: line.itemId, date, quantityMilli: sign * line.quantityMilli, serials: line.serials, ...(costOf ? { costPaise: costOf(line) } : {}) }));
  const kept = new Set<StockRow>();
  const sameSerials = (old: StockRow, serials: readonly string[]) => (old.serials ?? []).join('\n') === serials.join('\n');
  const inEffect = wanted.map(({ lineId, serials, ...row }) => {
    const same = previous.find(
      (old) =>
        !kept.has(old) &&
        old.rowId.endsWith(`#${lineId}`) &&
        old.itemId === row.itemId &&
        old.date === row.date &&
        old.quantityMilli === row.quantityMilli &&
        old.costPaise === row.costPaise &&
        sameSerials(old, serials),
    );
    if (same) {
      kept.add(same);
      return same;
    }
    return { rowId: `${docId}#v${version}#${lineId}`, ...row, ...(serials.length > 0 ? { serials } : {}) };
  });
  return { inEffect, reversed: previous.filter((old) => !kept.has(old)) };
}
