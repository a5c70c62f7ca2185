// The live totals under the lines: the same engine call the server makes when it saves
// (documentTotals), fed with what is typed so far. A figure not (yet) readable counts as zero, so
// the preview never blocks typing; the schema reports it when the form is sent.
import {
  asksExportUnderLut,
  discountAboveAmount,
  documentTotals,
  issuedInComposition,
  kindFacts,
  parseQuantity,
  percentToBasisPoints,
  rupeesToPaise,
  type AmountOrPercent,
  type DocumentTotals,
  type KindInTable,
  type TotalsLine,
} from '@bahi/shared';
import { CHARGE_NAMES, type ChargeName, type ChargeState, type DocumentFormState, type LineState } from './form-state';
import { chargesTaxedOf } from './wire-body';

function readOr<T>(read: () => T, fallback: T): T {
  try {
    return read();
  } catch {
    return fallback;
  }
}

const paiseOf = (text: string) => readOr(() => rupeesToPaise(text.trim().replace(/,/g, '') || '0'), 0);
const bpsOf = (text: string) => readOr(() => percentToBasisPoints(text.trim() || '0'), 0);

function amountOrPercent(mode: ChargeState['mode'], text: string): AmountOrPercent | undefined {
  if (mode === 'percent') {
    const bps = bpsOf(text);
    return bps > 0 ? { kind: 'percent', bps } : undefined;
  }
  const paise = paiseOf(text);
  return paise > 0 ? { kind: 'amount', paise } : undefined;
}

export function totalsLine(line: LineState): TotalsLine {
  return {
    quantityMilli: readOr(() => parseQuantity(line.qty.trim().replace(/,/g, '')), 0),
    unitPrice: paiseOf(line.unitPrice),
    priceMode: line.priceMode,
    discount: amountOrPercent(line.discountMode, line.discount),
    gstRateBps: bpsOf(line.gstRate),
    cessRateBps: bpsOf(line.cess),
    ...(line.advance.trim() !== '' ? { advance: paiseOf(line.advance) } : {}),
    goodsService: line.goodsService,
  };
}

export interface LiveTotalsInput {
  kind: KindInTable;
  state: DocumentFormState;
  /** The organisation's state code. */
  orgStateCode: string;
  /** The party's state ('' until a party is chosen: counted as the organisation's own state). */
  partyStateCode: string;
  /** The party is an SEZ unit or developer (its client record): a sale to it is inter-state. */
  partySez?: boolean;
}

/** The lines (indexes) whose discount is more than their amount, which the server refuses. */
export function linesWithDiscountTooLarge(kind: KindInTable, lines: readonly LineState[]): number[] {
  return lines.flatMap((line, index) => (discountAboveAmount(kind, totalsLine(line)) ? [index] : []));
}

/**
 * The document's figures, or null when the engine refuses them (a total beyond what words can
 * say). A line whose discount is more than its amount counts without it, so that the other lines
 * and the totals still show while the form names the line (linesWithDiscountTooLarge).
 */
export function liveTotals({ kind, state, orgStateCode, partyStateCode, partySez = false }: LiveTotalsInput): DocumentTotals | null {
  const facts = kindFacts(kind);
  const party = partyStateCode || orgStateCode;
  const charges = Object.fromEntries(
    CHARGE_NAMES.map((name: ChargeName) => [name, amountOrPercent(state.charges[name].mode, state.charges[name].value)]),
  );
  return readOr(
    () =>
      documentTotals({
        kind,
        sellerStateCode: facts.partyRole === 'buyer' ? orgStateCode : party,
        placeOfSupply: facts.partyRole === 'buyer' ? party : orgStateCode,
        lines: state.lines.map(totalsLine).map((line) => (discountAboveAmount(kind, line) ? { ...line, discount: undefined } : line)),
        charges,
        additionalCharges: chargesTaxedOf(kind, state),
        reverseCharge: facts.reverseCharge === 'always' || state.reverseCharge,
        exportUnderLut: asksExportUnderLut(kind) && state.exportUnderLut,
        supplyToSez: facts.partyRole === 'buyer' && partySez,
        soldInComposition: issuedInComposition(kind, state.scheme),
        roundOff: state.roundOff,
      }),
    null,
  );
}
