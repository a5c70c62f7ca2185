// Stored documents and expenses as the return generators read them (shared/src/returns). Line
// figures are the ones the engine stored when the document was saved; the charges' tax is not
// stored apart, so it comes from the same engine over the stored document (documentTotals), which
// gives what the save computed.
import {
  OTHER_COUNTRIES_STATE_CODE,
  documentTotals,
  movesGoods,
  taxedAdvanceOf,
  type AdvanceKind,
  type IssuedDocument,
  type NoteOriginal,
  type ReturnDocument,
  type ReturnExpense,
  type ReturnKind,
  type ReturnVoucher,
  type ReverseChargeAdvance,
} from '@bahi/shared';
import { inputTaxOf, type ExpenseRecord } from '../../store/expenses.js';
import type { StoredDocument } from '../../store/documents.js';

const hasCharges = (doc: StoredDocument) => Object.values(doc.charges).some((charge) => charge !== undefined);

/** What every input of the generators says of the document it stands for. */
const identityOf = (doc: StoredDocument) => ({ id: doc.id, number: doc.number, date: doc.date, lifecycle: doc.lifecycle, deleted: doc.deleted !== undefined });

/** `compositionParties`: the ids of the organisation's clients that are composition dealers. */
export function returnDocumentOf(doc: StoredDocument, compositionParties: ReadonlySet<string> = new Set()): ReturnDocument {
  const charges = hasCharges(doc) ? documentTotals(doc).charges.filter((charge) => charge.amount > 0) : [];
  return {
    ...identityOf(doc),
    kind: doc.kind as ReturnKind,
    seq: doc.seq,
    partyName: doc.partyName,
    partyGstin: doc.partyGstin,
    placeOfSupply: doc.placeOfSupply,
    interState: doc.interState,
    reverseCharge: doc.reverseCharge,
    ecommerceGstin: doc.details.ecommerceGstin ?? '',
    grandTotal: doc.grandTotal,
    lines: doc.lines.map((line, index) => ({
      sno: index + 1,
      itemName: line.itemName,
      hsnSac: line.hsnSac,
      unit: line.unit,
      goodsService: line.goodsService,
      ...(line.zeroRateType ? { zeroRateType: line.zeroRateType } : {}),
      // A note changing a price alone reports its value, no quantity (walk 27 H3: 140 rolls for 70 sold).
      quantityMilli: movesGoods(doc.details.note) ? line.quantityMilli : 0,
      gstRateBps: line.gstRateBps,
      taxable: line.taxable,
      igst: line.igst,
      cgst: line.cgst,
      sgst: line.sgst,
      cess: line.cess,
    })),
    charges: charges.map((charge) => ({ taxable: charge.amount, gstRateBps: charge.gstRateBps, igst: charge.igst, cgst: charge.cgst, sgst: charge.sgst })),
    noteReferenceId: doc.details.note?.referenceId ?? '',
    advance: doc.advance ?? null,
    ...(doc.creditBlocked ? { creditBlocked: true } : {}),
    ...(doc.soldInComposition ? { soldInComposition: true } : {}),
    ...(compositionParties.has(doc.clientId) ? { partyComposition: true } : {}),
    // A purchase's seller is its supplier; a sale's, the organisation (in India).
    ...(doc.sellerStateCode === OTHER_COUNTRIES_STATE_CODE ? { boughtFromAbroad: true } : {}),
    ...(doc.supplyToSez ? { supplyToSez: true } : {}),
    ...(doc.exportUnderLut ? { underLut: true } : {}),
    ...shippingBillOf(doc),
  };
}

/** An export's shipping bill, as far as it is known (table 6A takes each part on its own). */
function shippingBillOf(doc: StoredDocument): Pick<ReturnDocument, 'shippingBill'> {
  const details = doc.details.exportDetails;
  if (!details || (details.portCode === '' && details.shippingBillNo === '')) return {};
  return { shippingBill: { portCode: details.portCode, number: details.shippingBillNo, date: details.shippingBillDate } };
}

/** A receipt or refund voucher as table 11 reads it: its tax, backed out of the money by the engine. */
export function returnVoucherOf(doc: StoredDocument): ReturnVoucher {
  const totals = documentTotals(doc);
  return {
    ...identityOf(doc),
    kind: doc.kind as AdvanceKind,
    // A refund is made from the receipt voucher whose advance it gives back (documents/advances.ts).
    receiptVoucherId: doc.kind === 'receipt_voucher' ? '' : (doc.convertedFrom?.id ?? ''),
    receiptVoucherNumber: doc.kind === 'receipt_voucher' ? '' : (doc.convertedFrom?.number ?? ''),
    receiptVoucherDate: doc.kind === 'receipt_voucher' ? '' : (doc.convertedFrom?.date ?? ''),
    partyGstin: doc.partyGstin,
    placeOfSupply: doc.placeOfSupply,
    interState: doc.interState,
    reverseCharge: doc.reverseCharge,
    rateBps: totals.highestGstRateBps,
    // An advance for goods bears no tax and is no supply yet (Notification 66/2017-CT): table 11 and
    // GSTR-3B 3.1(a) take the advances for services alone.
    grandTotal: taxedAdvanceOf(doc, totals),
    igst: totals.igstTotal,
    cgst: totals.cgstTotal,
    sgst: totals.sgstTotal,
    cess: totals.cessTotal,
  };
}

/** A payment voucher under reverse charge as GSTR-3B 3.1(d) reads it: its advances for services and the tax on them. */
export function reverseChargeAdvanceOf(doc: StoredDocument): ReverseChargeAdvance {
  const totals = documentTotals(doc);
  return {
    ...identityOf(doc),
    taxable: taxedAdvanceOf(doc, totals),
    igst: totals.igstTotal,
    cgst: totals.cgstTotal,
    sgst: totals.sgstTotal,
    cess: totals.cessTotal,
  };
}

/** A challan or voucher as GSTR-1 table 13 counts it. */
export function issuedDocumentOf(doc: StoredDocument): IssuedDocument {
  return { kind: doc.kind, number: doc.number, seq: doc.seq, lifecycle: doc.lifecycle, deleted: doc.deleted !== undefined, challanReason: doc.details.challanReason };
}

export function noteOriginalOf(doc: StoredDocument): NoteOriginal {
  return { id: doc.id, kind: doc.kind, number: doc.number, date: doc.date, grandTotal: doc.grandTotal, interState: doc.interState, placeOfSupply: doc.placeOfSupply };
}

export function returnExpenseOf(expense: ExpenseRecord): ReturnExpense {
  return {
    id: expense.id,
    number: expense.number,
    date: expense.date,
    amount: expense.amount,
    taxRateBps: expense.taxRateBps,
    interState: expense.supplierStateCode !== expense.orgStateCode,
    igst: expense.igst,
    cgst: expense.cgst,
    sgst: expense.sgst,
    inputTax: inputTaxOf(expense),
    deleted: expense.deleted !== undefined,
  };
}
