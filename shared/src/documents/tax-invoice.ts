// Which kinds are tax invoices that collect tax from the buyer (a B2B or B2C invoice): a sale of
// the books that charges tax the supplier collects, not a note, not under reverse charge. A
// composition dealer may not issue them (Section 10(4) CGST Act: it shall not collect tax; it
// issues bills of supply), so its forms say so and its saves are refused (walk 27 M1).
import { booksSideOf } from '../books/postings.js';
import { KIND_RULES } from '../gst/totals.js';
import { OTHER_COUNTRIES_STATE_CODE } from '../gst/states.js';
import { fillMessage } from '../api/messages.js';
import { CLIENT_TYPES } from '../api/schemas/clients.js';
import { formatPercent } from '../catalogue/percent.js';
import { DOCUMENT_APP_MESSAGES } from './document-messages.js';
import { isKindInTable, kindFacts, type KindInTable } from './kinds.js';

/**
 * Kinds a sale may be made in as an export under a letter of undertaking or bond, paying no tax
 * (Section 16(3)(a) IGST Act; walk 31 F1): taxed and the buyer's, not a voucher, not always under
 * reverse charge. A note is made as its original was (documents/note-reference.ts).
 */
export function asksExportUnderLut(kind: KindInTable): boolean {
  const facts = kindFacts(kind);
  return KIND_RULES[kind].taxed && facts.partyRole === 'buyer' && facts.voucher === undefined && facts.reverseCharge !== 'always';
}

/**
 * Kinds whose form asks an export's country of destination and shipping bill (Rule 46's proviso;
 * GSTR-1 table 6A): a sale that may be an export, not a note (which goes as its original did).
 */
export function asksExportDetails(kind: KindInTable): boolean {
  return asksExportUnderLut(kind) && kindFacts(kind).note === undefined;
}

export function collectsTax(kind: KindInTable): boolean {
  const facts = kindFacts(kind);
  return KIND_RULES[kind].taxed && booksSideOf(facts) === 'sale' && !facts.note && facts.reverseCharge !== 'always';
}

/**
 * The kinds a document of `kind` may be turned into by an organisation of `scheme`: the kind's
 * conversions, less the tax invoices a composition dealer may not issue (walk 35 M2: its quotation
 * offered "Convert to B2B invoice", a save that is refused, and no bill of supply).
 */
export function conversionsOffered(kind: KindInTable, scheme: 'regular' | 'composite'): KindInTable[] {
  return kindFacts(kind).convertsTo.filter(isKindInTable).filter((target) => scheme !== 'composite' || !collectsTax(target));
}

/**
 * Kinds whose documents are issued under the organisation's scheme of the day they are first
 * saved (stored as soldInComposition, and printed so): anything it gives a buyer but a voucher. A
 * composition dealer's carry no tax, whatever their kind (Section 10(4) CGST Act: it may not
 * collect tax): its quotation, proforma or challan quotes what its bill of supply will charge
 * (walk 35 L2: a quotation added 5% GST). A note is issued as its original was.
 */
export function issuedUnderScheme(kind: KindInTable): boolean {
  const facts = kindFacts(kind);
  return facts.partyRole === 'buyer' && facts.voucher === undefined;
}

/** Whether a document of `kind` issued under `scheme` is issued in the composition scheme (issuedUnderScheme). */
export const issuedInComposition = (kind: KindInTable, scheme: 'regular' | 'composite'): boolean => scheme === 'composite' && issuedUnderScheme(kind);

/**
 * Kinds a regular dealer issues for exempt (or nil-rated) supplies alone: a bill of supply
 * charges no tax (Section 31(3)(c) CGST Act), so a taxed line on one would go out untaxed. A
 * composition dealer issues them for everything it sells (Rule 49), whatever the item's rate.
 */
export function forExemptSupplies(kind: KindInTable): boolean {
  return !KIND_RULES[kind].taxed;
}

/**
 * The lines a regular dealer may not put on a kind for exempt supplies, each by its index with the
 * message naming it and its rate (walk 33E E1): the save refuses them, the form says so first.
 */
export function taxedLinesOnExemptKind(kind: KindInTable, lines: readonly { itemName: string; gstRateBps: number }[]): { index: number; message: string }[] {
  if (!forExemptSupplies(kind)) return [];
  return lines.flatMap((line, index) =>
    line.gstRateBps > 0 ? [{ index, message: fillMessage(DOCUMENT_APP_MESSAGES.taxedOnBillOfSupply, { item: line.itemName, rate: formatPercent(line.gstRateBps) }) }] : [],
  );
}

/**
 * Why a supplier's supply may not be recorded so, or null. A purchase's tax is input tax to claim
 * (GSTR-3B 4(A)(5)), and a supplier in India without a GSTIN, or a composition dealer, may not
 * charge any (walk 36 H1: a farmer's bill at 18% claimed ₹7,200): its bill is recorded at 0%, as
 * a composite purchase (whose tax is cost), or under reverse charge. One from abroad has no GSTIN:
 * its goods' IGST is paid at customs (4(A)(1)). A self-invoice is for a supplier (a client of a
 * type that supplies: walk 41 M1 made one out to a B2C customer) without a GSTIN (kinds.ts
 * selfInvoice). The server refuses each, the form says so first.
 */
export function supplierRefusal(
  kind: KindInTable,
  /** `clientType` null: not judged (an edit that keeps a self-invoice's supplier, judged when it was issued). */
  supplier: { readonly gstin: string; readonly composition: boolean; readonly stateCode: string; readonly clientType: number | null },
  reverseCharge: boolean,
  taxTotal: number,
): 'compositionSupplierTax' | 'unregisteredSupplierTax' | 'selfInvoiceForRegistered' | 'selfInvoiceForCustomer' | null {
  if (kindFacts(kind).selfInvoice) {
    if (supplier.gstin !== '') return 'selfInvoiceForRegistered';
    return supplier.clientType === null || CLIENT_TYPES.some((type) => type.id === supplier.clientType && type.supplies) ? null : 'selfInvoiceForCustomer';
  }
  if (kind !== 'purchase' || reverseCharge || taxTotal === 0) return null;
  if (supplier.composition) return 'compositionSupplierTax';
  return supplier.gstin === '' && supplier.stateCode !== OTHER_COUNTRIES_STATE_CODE ? 'unregisteredSupplierTax' : null;
}
